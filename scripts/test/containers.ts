// Starts the test infrastructure in containers when a Docker engine answers (CI runners with
// Docker, developer laptops). Returns undefined at once when there is no engine, as on our
// Docker-less machines, so the caller falls back to the local stack.
import type { StartedTestContainer } from 'testcontainers';

// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- the module is loaded lazily
type Testcontainers = typeof import('testcontainers');

export type StopContainers = () => Promise<void>;

export async function startContainers(): Promise<StopContainers | undefined> {
  const tc = await import('testcontainers');
  try {
    await tc.getContainerRuntimeClient();
  } catch {
    return undefined;
  }
  const started = await Promise.all([
    new tc.GenericContainer('mongo:7').withExposedPorts(27017).start(),
    new tc.GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
    new tc.GenericContainer('minio/minio:latest')
      .withEnvironment({ MINIO_ROOT_USER: 'studyhall', MINIO_ROOT_PASSWORD: 'studyhall-dev-secret' })
      .withCommand(['server', '/data'])
      .withExposedPorts(9000)
      .start(),
    startKafka(tc),
  ]);
  const [mongo, redis, minio, kafka] = started as [StartedTestContainer, StartedTestContainer, StartedTestContainer, StartedTestContainer];
  Object.assign(process.env, {
    MONGO_URL: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}`,
    REDIS_URL: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    S3_ENDPOINT: `http://${minio.getHost()}:${minio.getMappedPort(9000)}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'studyhall',
    S3_SECRET_ACCESS_KEY: 'studyhall-dev-secret',
    S3_BUCKET: 'studyhall-uploads',
    KAFKA_BROKERS: `${kafka.getHost()}:${kafka.getMappedPort(9092)}`,
  });
  return async () => {
    await Promise.all(started.map((container) => container.stop()));
  };
}

// Apache Kafka's image in KRaft mode; the advertised listener must be the host-mapped port, so the
// port is fixed up front rather than random.
async function startKafka(tc: Testcontainers): Promise<StartedTestContainer> {
  const hostPort = 19092;
  return new tc.GenericContainer('apache/kafka:4.1.0')
    .withExposedPorts({ container: 9092, host: hostPort })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093',
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://localhost:${hostPort}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(tc.Wait.forLogMessage(/Kafka Server started/))
    .start();
}
