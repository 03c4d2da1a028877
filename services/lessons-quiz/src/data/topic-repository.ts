import type { Collection, Connection } from 'mongoose';
import type { Topic, TopicStore } from '../domain/topics.js';
import { uncached, type ReadCache } from './read-cache.js';

/** The read-cache key of the topic list; seeding the catalogue replaces its version. */
export const topicsCacheKey = 'topics';

export interface TopicDocument extends Omit<Topic, 'id'> {
  _id: string;
}

export function topicCollection(connection: Connection): Collection<TopicDocument> {
  return connection.collection<TopicDocument>('topics') as unknown as Collection<TopicDocument>;
}

function toTopic({ _id, ...fields }: TopicDocument): Topic {
  return { id: _id, ...fields };
}

export function createTopicRepository(connection: Connection, cache: ReadCache = uncached): TopicStore {
  const topics = topicCollection(connection);
  // The catalogue is a handful of topics written only by the seed: it is read whole, and cached.
  const all = () => cache.read(topicsCacheKey, async () => {
    const documents = await topics.find({}).limit(500).toArray();
    return documents.map(toTopic).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  });
  return {
    async list() {
      return [...(await all())];
    },
    async findById(id) {
      return (await all()).find((topic) => topic.id === id);
    },
  };
}
