// The outbox relay of this service. Every write notifies the relay with its document's _id (an _id
// read). The kit's relay also scans whole collections at start and every 30 s for events a crash left
// behind; on FerretDB such a scan reads every lesson (50,000 at the benchmark's size) and holds up
// the database's other queries for seconds. Here the scan runs rarely and never at start-up.
// REVIEW: belongs in the kit (startRelay options) — see the branch's closing note.
import type { Logger } from '@studyhall/platform';
import { createEventPublisher, createOutboxRelay, type EventBus, type OutboxRelay, type OutboxSource } from '@studyhall/platform/events';

export interface SweptRelayOptions {
  bus: EventBus;
  logger: Logger;
  sources: readonly OutboxSource[];
  sweepEveryMs: number;
  onShutdown: (name: string, close: () => Promise<unknown>) => void;
}

export function startSweptRelay(options: SweptRelayOptions): OutboxRelay {
  const relay = createOutboxRelay({ sources: options.sources, publisher: createEventPublisher({ bus: options.bus }), logger: options.logger });
  // Not relay.start(): that scans at once and every 30 s. Notified documents are relayed without it.
  const sweep = setInterval(() => relay.notify(), options.sweepEveryMs).unref();
  options.onShutdown('outbox relay', async () => {
    clearInterval(sweep);
    await relay.stop();
  });
  return relay;
}
