// What goes to a dead-letter topic: the original record untouched (key, value, headers) plus where it
// came from and why it failed, so it can be inspected and replayed.
import type { IncomingRecord, OutgoingRecord } from './kafka-bus.js';

export function deadLetterTopic(groupId: string): string {
  return `studyhall.dlq.${groupId}`;
}

export function deadLetterRecord(groupId: string, record: IncomingRecord, error: unknown, attempts: number): OutgoingRecord {
  const originalHeaders = Object.fromEntries(
    Object.entries(record.headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return {
    topic: deadLetterTopic(groupId),
    key: record.key,
    value: record.value ?? new Uint8Array(),
    headers: {
      ...originalHeaders,
      dlq_original_topic: record.topic,
      dlq_original_partition: String(record.partition),
      dlq_original_offset: record.offset,
      dlq_group: groupId,
      dlq_attempts: String(attempts),
      dlq_error: describe(error).slice(0, 1_000),
      dlq_failed_at: new Date().toISOString(),
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
