// Topic creation for EventBus.ensureTopics (with kafka-bus.ts and kafka-subscription.ts, the only code
// that knows kafkajs). kafkajs's own `waitForLeaders` gives up as soon as the broker's metadata does
// not list a topic it has just created (UNKNOWN_TOPIC_OR_PARTITION), which a loaded KRaft broker does
// for a moment: seen failing a test run's setup. So creation does not wait, and this waits it out.
import type { Admin } from 'kafkajs';

export interface TopicSpec {
  partitions?: number;
  replicationFactor?: number;
}

/** Metadata answers that mean "not there yet", not "wrong". */
const NOT_YET = new Set(['UNKNOWN_TOPIC_OR_PARTITION', 'LEADER_NOT_AVAILABLE']);

export async function createMissingTopics(admin: Admin, topics: readonly string[], spec: TopicSpec, waitMs = 30_000): Promise<void> {
  const existing = new Set(await admin.listTopics());
  for (const topic of topics.filter((name) => !existing.has(name))) {
    // One call per topic: kafkajs reports "already exists" (a concurrent creator) only when all do.
    await admin.createTopics({
      waitForLeaders: false,
      topics: [{ topic, numPartitions: spec.partitions ?? 3, replicationFactor: spec.replicationFactor ?? 1 }],
    });
    await untilLeadersElected(admin, topic, waitMs);
  }
}

async function untilLeadersElected(admin: Admin, topic: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!(await hasLeaders(admin, topic))) {
    if (Date.now() > deadline) throw new Error(`Kafka topic ${topic} has no partition leaders after ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function hasLeaders(admin: Admin, topic: string): Promise<boolean> {
  try {
    const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
    const partitions = topics.find((metadata) => metadata.name === topic)?.partitions ?? [];
    return partitions.length > 0 && partitions.every((partition) => partition.leader >= 0);
  } catch (error) {
    if (NOT_YET.has((error as { type?: string }).type ?? '')) return false;
    throw error;
  }
}
