// Health probes for scripts/stack, using the same client packages as the services.
//   node probe.mjs check KIND...                      one attempt per server, all in parallel
//   node probe.mjs wait LABEL=KIND:PID:SECONDS...     retry each until healthy, its SECONDS elapse,
//                                                     or its process PID has exited (PID 0 = no check)
// KIND is redis | mongo | kafka | s3. One line per target as it completes:
//   <label> ok <seconds>      or      <label> fail <reason>
// Exit 0 if all are healthy. Connection settings come from the env (scripts/stack exports the same
// values it writes to .data/stack.env).
import process from 'node:process';
import { randomUUID } from 'node:crypto';

const env = process.env;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

// Each check loads its client package once (outside the per-attempt timeout), then returns the attempt.
async function redis() {
  const { Redis } = await import('ioredis');
  return async () => {
    const client = new Redis(env.REDIS_URL, {
      lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0,
      retryStrategy: () => null, enableOfflineQueue: false,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      const pong = await client.ping();
      if (pong !== 'PONG') throw new Error(`PING answered ${pong}`);
    } finally {
      client.disconnect();
    }
  };
}

async function mongo() {
  const { MongoClient } = await import('mongodb');
  return async () => {
    const client = new MongoClient(env.MONGO_URL, {
      serverSelectionTimeoutMS: 2000, connectTimeoutMS: 2000, directConnection: true,
    });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      // A write and a read through the storage backend, not just the wire protocol.
      const coll = client.db('studyhall_stack').collection('healthcheck');
      await coll.updateOne({ _id: 'probe' }, { $set: { at: new Date() } }, { upsert: true });
      if (!(await coll.findOne({ _id: 'probe' }))) throw new Error('healthcheck document not found');
    } finally {
      await client.close();
    }
  };
}

async function kafka() {
  env.KAFKAJS_NO_PARTITIONER_WARNING = '1';
  const { Kafka, logLevel } = await import('kafkajs');
  return async () => {
    const topic = 'studyhall.stack.healthcheck';
    const k = new Kafka({
      clientId: 'studyhall-stack-probe', brokers: env.KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING,
      connectionTimeout: 2000, requestTimeout: 10000, retry: { retries: 2, initialRetryTime: 200 },
    });
    const admin = k.admin();
    const producer = k.producer({ allowAutoTopicCreation: false });
    // A fresh group each time, no commits: it disappears once empty.
    const consumer = k.consumer({ groupId: `studyhall-stack-probe-${randomUUID()}`, sessionTimeout: 10000 });
    const token = randomUUID();
    try {
      await admin.connect();
      const topics = await admin.listTopics();
      if (!topics.includes(topic)) {
        await admin.createTopics({
          waitForLeaders: true,
          topics: [{ topic, numPartitions: 1, replicationFactor: 1,
            configEntries: [{ name: 'retention.ms', value: String(3600_000) }] }],
        });
      }
      await producer.connect();
      await producer.send({ topic, messages: [{ key: 'probe', value: token }] });
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      await new Promise((resolve, reject) => {
        consumer.on(consumer.events.CRASH, (e) => reject(e.payload.error));
        consumer.run({
          autoCommit: false,
          eachMessage: async ({ message }) => {
            if (message.value?.toString() === token) resolve();
          },
        }).catch(reject);
      });
    } finally {
      await Promise.allSettled([consumer.disconnect(), producer.disconnect(), admin.disconnect()]);
    }
  };
}

async function s3() {
  const { S3Client, HeadBucketCommand, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  return async () => {
    const client = new S3Client({
      endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: true, maxAttempts: 1,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    });
    const Bucket = env.S3_BUCKET;
    try {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        if (err?.$metadata?.httpStatusCode !== 404) throw err;
        await client.send(new CreateBucketCommand({ Bucket }));
        await client.send(new HeadBucketCommand({ Bucket }));
      }
    } finally {
      client.destroy();
    }
  };
}

const checks = { redis, mongo, kafka, s3 };
const attemptMs = { redis: 5000, mongo: 8000, kafka: 30000, s3: 8000 };

function alive(p) {
  try { process.kill(p, 0); return true; } catch (err) { return err.code === 'EPERM'; }
}

function describe(err) {
  const msg = err?.message || err?.name || String(err);
  const status = err?.$metadata?.httpStatusCode;
  return (status ? `${msg} (HTTP ${status})` : msg).split('\n')[0];
}

async function probe(kind, pid, waitSeconds) {
  if (!checks[kind]) throw new Error(`unknown probe kind '${kind}' (${Object.keys(checks).join('|')})`);
  const check = await checks[kind]();
  const deadline = Date.now() + waitSeconds * 1000;
  let last;
  for (;;) {
    if (pid && !alive(pid)) {
      throw new Error(`process ${pid} exited${last ? ` (last probe error: ${describe(last)})` : ''}`);
    }
    try {
      await withTimeout(check(), attemptMs[kind], `${kind} probe`);
      return;
    } catch (err) {
      last = err;
    }
    if (Date.now() >= deadline) {
      throw new Error(waitSeconds ? `not healthy after ${waitSeconds}s: ${describe(last)}` : describe(last));
    }
    await sleep(300);
  }
}

async function main() {
  const [mode, ...targets] = process.argv.slice(2);
  if (!['check', 'wait'].includes(mode) || targets.length === 0) {
    console.error('usage: node probe.mjs check KIND... | wait LABEL=KIND:PID:SECONDS...');
    return 2;
  }
  const t0 = Date.now();
  const results = await Promise.all(targets.map(async (target) => {
    const [label, spec] = target.includes('=') ? target.split('=') : [target, target];
    const [kind, pid = '0', seconds = '0'] = spec.split(':');
    try {
      await probe(kind, Number(pid), mode === 'wait' ? Number(seconds) : 0);
      console.log(`${label} ok ${((Date.now() - t0) / 1000).toFixed(1)}`);
      return true;
    } catch (err) {
      console.log(`${label} fail ${describe(err)}`);
      return false;
    }
  }));
  return results.every(Boolean) ? 0 : 1;
}

// Exit explicitly: client libraries may keep timers or sockets alive.
main().then((code) => process.exit(code), (err) => { console.error(describe(err)); process.exit(1); });
