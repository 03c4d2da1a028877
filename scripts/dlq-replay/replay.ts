// Replays a consumer group's dead-letter topic (studyhall.dlq.<group>): every dead letter not yet
// replayed goes back to its original topic with its original key, value and CloudEvents headers,
// without the dlq_* ones. Other groups of that topic skip it (they remember the event id); the group
// that gave up on it handles it again. What was replayed is committed under the replay's own
// consumer group (dlq-replay.<group>), so a second run replays only newer dead letters.
import { Kafka, logLevel, Partitioners, type Admin, type IHeaders } from 'kafkajs';

export interface ReplayOptions {
  brokers: string[];
  /** The consumer group whose dead letters to replay. */
  group: string;
  /** Prepended to every topic and group (KAFKA_TOPIC_PREFIX of the services; tests). */
  topicPrefix?: string;
  /** Lists what would be replayed; sends and commits nothing. */
  dryRun?: boolean;
  /** Replays at most this many (the oldest first); the rest wait for the next run. */
  limit?: number;
  log?: (line: string) => void;
}

export interface DeadLetter {
  partition: number;
  offset: string;
  originalTopic: string;
  eventType: string;
  eventId: string;
  error: string;
}

export async function replayDeadLetters(options: ReplayOptions): Promise<DeadLetter[]> {
  const prefix = options.topicPrefix ?? '';
  // Under a prefix the services' group ids carry it too, and so does their dead-letter topic's name.
  const dlqTopic = `${prefix}studyhall.dlq.${prefix}${options.group}`;
  const replayGroup = `${prefix}dlq-replay.${options.group}`;
  const kafka = new Kafka({ clientId: 'studyhall-dlq-replay', brokers: options.brokers, logLevel: logLevel.ERROR });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const pending = await pendingRanges(admin, dlqTopic, replayGroup);
    if (pending.size === 0) return [];
    return await consume(kafka, { ...options, dlqTopic, replayGroup, prefix }, pending);
  } finally {
    await admin.disconnect();
  }
}

/** Per partition: [next offset to replay, end offset] of what is there now (later arrivals wait). */
async function pendingRanges(admin: Admin, topic: string, group: string): Promise<Pending> {
  const existing = await admin.listTopics();
  if (!existing.includes(topic)) throw new Error(`there is no dead-letter topic ${topic}`);
  const ends = await admin.fetchTopicOffsets(topic);
  const [committed] = await admin.fetchOffsets({ groupId: group, topics: [topic] });
  const pending: Pending = new Map();
  for (const { partition, low, high } of ends) {
    const mark = committed?.partitions.find((p) => p.partition === partition)?.offset ?? '-1';
    const from = BigInt(mark) >= 0n && BigInt(mark) > BigInt(low) ? BigInt(mark) : BigInt(low);
    if (from < BigInt(high)) pending.set(partition, { from, end: BigInt(high) });
  }
  return pending;
}

type Run = ReplayOptions & { dlqTopic: string; replayGroup: string; prefix: string };

async function consume(kafka: Kafka, run: Run, pending: Pending): Promise<DeadLetter[]> {
  // The services' partitioner: a replayed event lands on its key's partition, in order with its aggregate.
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
  const consumer = kafka.consumer({ groupId: run.replayGroup, maxWaitTimeInMs: 500 });
  await Promise.all([producer.connect(), consumer.connect()]);
  const progress = tracker(run, pending);
  try {
    await consumer.subscribe({ topic: run.dlqTopic, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        if (!progress.wanted(partition, message.offset)) return;
        const letter = describe(partition, message.offset, message.headers);
        if (!run.dryRun) {
          const headers = originalHeaders(message.headers, run.dlqTopic, partition, message.offset);
          await producer.send({ topic: run.prefix + letter.originalTopic, messages: [{ key: message.key, value: message.value, headers }] });
          await consumer.commitOffsets([{ topic: run.dlqTopic, partition, offset: String(BigInt(message.offset) + 1n) }]);
        }
        progress.done(letter);
      },
    });
    // A committed position may point past the partition's first message: start there explicitly.
    for (const [partition, { from }] of pending) consumer.seek({ topic: run.dlqTopic, partition, offset: String(from) });
    await progress.finished;
  } finally {
    await consumer.disconnect();
    await producer.disconnect();
  }
  return progress.replayed;
}

type Pending = Map<number, { from: bigint; end: bigint }>;

/** Which offsets are still to be replayed, and the end of the run: all reached, the limit, or 15 s of silence. */
function tracker(run: Run, pending: Pending) {
  const replayed: DeadLetter[] = [];
  const limit = run.limit ?? Number.POSITIVE_INFINITY;
  let finish!: () => void;
  let lastProgress = Date.now();
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const idle = setInterval(() => {
    if (Date.now() - lastProgress < 15_000) return;
    run.log?.(`no dead letter arrived for 15 s; stopping with ${pending.size} partition(s) unfinished`);
    finish();
  }, 1_000);
  void finished.then(() => clearInterval(idle));
  return {
    replayed,
    finished,
    wanted(partition: number, offset: string) {
      const range = pending.get(partition);
      return !!range && BigInt(offset) >= range.from && BigInt(offset) < range.end && replayed.length < limit;
    },
    done(letter: DeadLetter) {
      lastProgress = Date.now();
      replayed.push(letter);
      run.log?.(`${run.dryRun ? 'would replay' : 'replayed'} ${run.dlqTopic}[${letter.partition}]@${letter.offset} → ${letter.originalTopic}: ${letter.eventType} ${letter.eventId} (failed with: ${letter.error})`);
      if (BigInt(letter.offset) + 1n >= pending.get(letter.partition)!.end) pending.delete(letter.partition);
      if (pending.size === 0 || replayed.length >= limit) finish();
    },
  };
}

function text(headers: IHeaders | undefined, name: string): string {
  const value = headers?.[name];
  return (Array.isArray(value) ? value[0] : value)?.toString() ?? '';
}

function describe(partition: number, offset: string, headers: IHeaders | undefined): DeadLetter {
  const originalTopic = text(headers, 'dlq_original_topic');
  if (!originalTopic) throw new Error(`dead letter at partition ${partition} offset ${offset} has no dlq_original_topic header`);
  return { partition, offset, originalTopic, eventType: text(headers, 'ce_type'), eventId: text(headers, 'ce_id'), error: text(headers, 'dlq_error') };
}

/** The record's own headers (ce_*, traceparent…) without the dead-letter ones, plus where it was replayed from. */
function originalHeaders(headers: IHeaders | undefined, topic: string, partition: number, offset: string): IHeaders {
  const kept = Object.entries(headers ?? {}).filter(([name]) => !name.startsWith('dlq_'));
  return { ...Object.fromEntries(kept), dlq_replayed_from: `${topic}[${partition}]@${offset}` };
}
