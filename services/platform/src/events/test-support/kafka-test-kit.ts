import { randomBytes } from 'node:crypto';
import type { EventBus, IncomingRecord, Subscription } from '../kafka-bus.js';

/** A name no earlier run used, so tests are repeatable on a long-lived stack. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every record of `topics` as it arrives, under its own consumer group (no idempotency, no decoding). */
export async function collectRecords(bus: EventBus, groupId: string, topics: string[]): Promise<{ records: IncomingRecord[]; subscription: Subscription }> {
  const records: IncomingRecord[] = [];
  const subscription = await bus.subscribe({
    groupId,
    topics,
    fromBeginning: true,
    onRecord: async (record) => {
      records.push(record);
      return 'done';
    },
  });
  await subscription.joined;
  return { records, subscription };
}
