// Topic creation against the real broker: every topic exists with a leader on every partition when
// ensureTopics resolves, also with two creators at once (two services starting together).
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMissingTopics } from './kafka-topics.js';
import { uniqueName } from './test-support/kafka-test-kit.js';

const kafka = new Kafka({ clientId: uniqueName('topics-it'), brokers: process.env.KAFKA_BROKERS!.split(','), logLevel: logLevel.NOTHING });
const [first, second] = [kafka.admin(), kafka.admin()];
beforeAll(() => Promise.all([first.connect(), second.connect()]));
afterAll(() => Promise.all([first.disconnect(), second.disconnect()]));

it('creates missing topics with leaders elected, twice at once, and leaves existing ones alone', async () => {
  const topics = [uniqueName('topics-it-a'), uniqueName('topics-it-b')];
  await Promise.all([createMissingTopics(first, topics, { partitions: 2 }), createMissingTopics(second, topics, { partitions: 2 })]);
  const { topics: metadata } = await first.fetchTopicMetadata({ topics });
  expect(metadata.map((topic) => topic.partitions.length)).toEqual([2, 2]);
  expect(metadata.flatMap((topic) => topic.partitions).every((partition) => partition.leader >= 0)).toBe(true);
  await createMissingTopics(first, topics, { partitions: 5 });
  expect((await first.fetchTopicMetadata({ topics })).topics.map((topic) => topic.partitions.length)).toEqual([2, 2]);
});
