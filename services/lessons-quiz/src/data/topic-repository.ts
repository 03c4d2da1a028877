import type { Collection, Connection } from 'mongoose';
import type { Topic, TopicStore } from '../domain/topics.js';

export interface TopicDocument extends Omit<Topic, 'id'> {
  _id: string;
}

export function topicCollection(connection: Connection): Collection<TopicDocument> {
  return connection.collection<TopicDocument>('topics') as unknown as Collection<TopicDocument>;
}

function toTopic({ _id, ...fields }: TopicDocument): Topic {
  return { id: _id, ...fields };
}

export function createTopicRepository(connection: Connection): TopicStore {
  const topics = topicCollection(connection);
  return {
    // The catalogue is a handful of topics written only by the seed: reading all of them is cheap.
    async list() {
      const documents = await topics.find({}).limit(500).toArray();
      return documents.map(toTopic).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    },
    async findById(id) {
      const document = await topics.findOne({ _id: id });
      return document ? toTopic(document) : undefined;
    },
  };
}
