// With kafka-subscription.ts and kafka-topics.ts, the only code that knows kafkajs. Everything else talks to EventBus,
// so the client can be swapped (e.g. for a maintained KafkaJS-compatible one) without touching services.
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { lazily } from './lazily.js';
import { subscribe, withTopicPrefix } from './kafka-subscription.js';
import { createMissingTopics, type TopicSpec } from './kafka-topics.js';

export interface OutgoingRecord {
  topic: string;
  key: string | null;
  value: Uint8Array;
  headers: Record<string, string>;
}

export interface IncomingRecord {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  value: Buffer | null;
  headers: Record<string, string | undefined>;
}

/** 'done' commits the record's offset; 'abandoned' leaves it to be delivered again (stopping). */
export type RecordOutcome = 'done' | 'abandoned';

export interface SubscribeOptions {
  groupId: string;
  topics: string[];
  fromBeginning?: boolean;
  onRecord(record: IncomingRecord, control: { heartbeat(): Promise<void> }): Promise<RecordOutcome>;
}

export interface Subscription {
  /** Resolves once the consumer has joined its group (partitions assigned). */
  readonly joined: Promise<void>;
  /** Lets the current record finish (its offset committed), leaves the group, disconnects. */
  stop(): Promise<void>;
}

export type { TopicSpec } from './kafka-topics.js';

export interface EventBus {
  send(records: readonly OutgoingRecord[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Creates the topics that do not exist yet (3 partitions, replication 1 unless configured). */
  ensureTopics(topics: readonly string[], spec?: TopicSpec): Promise<void>;
  /** Throws unless a broker answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  topicDefaults?: TopicSpec;
  /** Prepended to every topic name on the wire (isolated test runs, shared clusters); default none. */
  topicPrefix?: string;
  /** How often finished offsets are committed (and always on stop). */
  commitIntervalMs?: number;
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
}

export function createKafkaBus(options: KafkaBusOptions): EventBus {
  const prefix = options.topicPrefix ?? '';
  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: logLevel.WARN,
    logCreator: pinoLogCreator(options.logger),
  });
  const producer = lazily(async () => {
    const created = kafka.producer({ allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
    await created.connect();
    return created;
  });
  const admin = lazily(async () => {
    const created = kafka.admin();
    await created.connect();
    return created;
  });
  const subscriptions = new Set<Subscription>();
  return {
    send: async (records) => sendRecords(await producer.get(), records.map((record) => ({ ...record, topic: prefix + record.topic }))),
    async subscribe(subscribeOptions) {
      const subscription = await subscribe(kafka, options, withTopicPrefix(prefix, subscribeOptions));
      subscriptions.add(subscription);
      return { joined: subscription.joined, stop: () => subscription.stop().finally(() => subscriptions.delete(subscription)) };
    },
    ensureTopics: async (topics, spec) =>
      createMissingTopics(await admin.get(), topics.map((topic) => prefix + topic), { ...options.topicDefaults, ...spec }),
    ping: async () => void (await (await admin.get()).describeCluster()),
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await Promise.all([producer.close((p) => p.disconnect()), admin.close((a) => a.disconnect())]);
    },
  };
}

async function sendRecords(producer: Producer, records: readonly OutgoingRecord[]): Promise<void> {
  if (records.length === 0) return;
  const byTopic = Map.groupBy(records, (record) => record.topic);
  await producer.sendBatch({
    topicMessages: [...byTopic].map(([topic, topicRecords]) => ({
      topic,
      messages: topicRecords.map((record) => ({
        key: record.key,
        value: Buffer.from(record.value.buffer, record.value.byteOffset, record.value.byteLength),
        headers: record.headers,
      })),
    })),
  });
}

function pinoLogCreator(logger: Logger) {
  const child = logger.child({ component: 'kafkajs' });
  return () =>
    ({ level, namespace, log }: { level: logLevel; namespace: string; log: { message: string } & Record<string, unknown> }) => {
      const { message, ...details } = log;
      const method = level <= logLevel.ERROR ? 'error' : level === logLevel.WARN ? 'warn' : level === logLevel.INFO ? 'info' : 'debug';
      child[method]({ namespace, ...details }, message);
    };
}
