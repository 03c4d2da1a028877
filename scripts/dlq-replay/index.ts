// npm run dlq-replay -- --group social-feed [--dry-run] [--limit N] [--brokers host:9092,…]
// Puts the dead letters of a consumer group back on their original topics (see replay.ts and
// docs/operations.md "Replay a dead-letter topic"). KAFKA_BROKERS and KAFKA_TOPIC_PREFIX as the services.
import { parseArgs } from 'node:util';
import { replayDeadLetters } from './replay.ts';

const usage = 'usage: npm run dlq-replay -- --group <consumer group> [--dry-run] [--limit N] [--brokers host:port,…]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      group: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      limit: { type: 'string' },
      brokers: { type: 'string', default: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.group) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new Error(`--limit must be a positive whole number, not ${values.limit}`);
  const replayed = await replayDeadLetters({
    brokers: values.brokers.split(','),
    group: values.group,
    topicPrefix: process.env.KAFKA_TOPIC_PREFIX,
    dryRun: values['dry-run'],
    limit,
    log: (line) => console.log(line),
  });
  const verb = values['dry-run'] ? 'would replay' : 'replayed';
  console.log(`[dlq-replay] ${verb} ${replayed.length} dead letter(s) of group ${values.group}${values['dry-run'] ? ' (dry run: nothing sent or committed)' : ''}`);
}

main().catch((error: unknown) => {
  console.error(`[dlq-replay] ${(error as Error).message}`);
  process.exit(1);
});
