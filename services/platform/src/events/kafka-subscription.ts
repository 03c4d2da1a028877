// The consumer side of the bus (kafkajs): one consumer per subscription, offsets committed by us
// (only for records the handler finished), a stop that lets the current record finish first.
import type { IHeaders, Kafka } from 'kafkajs';
import type { KafkaBusOptions, RecordOutcome, SubscribeOptions, Subscription } from './kafka-bus.js';
import { trackConsumerLag } from './metrics.js';
import { createOffsetCommitter } from './offset-committer.js';

export async function subscribe(kafka: Kafka, busOptions: KafkaBusOptions, options: SubscribeOptions): Promise<Subscription> {
  const consumer = kafka.consumer({
    groupId: options.groupId,
    sessionTimeout: busOptions.sessionTimeoutMs ?? 15_000,
    heartbeatInterval: busOptions.heartbeatIntervalMs ?? 3_000,
    maxWaitTimeInMs: 1_000,
  });
  const committer = createOffsetCommitter((offsets) => consumer.commitOffsets(offsets), busOptions.commitIntervalMs ?? 1_000, busOptions.logger);
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  trackConsumerLag(consumer, options.groupId);
  let current: Promise<RecordOutcome> = Promise.resolve('done');
  let stopping = false;
  await consumer.connect();
  await consumer.subscribe({ topics: options.topics, fromBeginning: options.fromBeginning ?? true });
  await consumer.run({
    autoCommit: false,
    eachMessage: async ({ topic, partition, message, heartbeat }) => {
      if (stopping) return; // not marked done: delivered again after the restart
      const record = { topic, partition, offset: message.offset, key: message.key?.toString() ?? null, value: message.value, headers: headerStrings(message.headers) };
      current = options.onRecord(record, { heartbeat });
      if ((await current) === 'done') committer.done(topic, partition, message.offset);
    },
  });
  async function stop(): Promise<void> {
    stopping = true;
    await current.catch(() => undefined);
    await committer.close(); // while still a group member: after leaving, commits are refused
    await consumer.disconnect();
  }
  return { joined, stop };
}

/** Subscribes to the prefixed topics; handlers see the names without the prefix. */
export function withTopicPrefix(prefix: string, options: SubscribeOptions): SubscribeOptions {
  if (!prefix) return options;
  return {
    ...options,
    topics: options.topics.map((topic) => prefix + topic),
    onRecord: (record, control) => options.onRecord({ ...record, topic: record.topic.slice(prefix.length) }, control),
  };
}

function headerStrings(headers: IHeaders | undefined): Record<string, string | undefined> {
  const entries = Object.entries(headers ?? {}).map(([name, value]) => {
    const first = Array.isArray(value) ? value[0] : value;
    return [name, first?.toString()] as const;
  });
  return Object.fromEntries(entries);
}
