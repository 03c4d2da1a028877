// One circuit breaker per service. A service that is down or stalled makes every request wait for
// its whole time budget (15 s for a feed read) before the 502/504. After `failuresToOpen` such
// failures in a row the gateway stops waiting: for `openMs` it answers 503 at once, then lets one
// request through as a probe; its success closes the breaker, its failure opens it again.
// Only "no answer" counts as a failure (refused, reset, timed out): any HTTP answer, a 5xx included,
// shows the service is there.
import { UpstreamFailed, type Logger } from '@studyhall/platform';
import type { ServiceName } from './route-table.js';

export interface BreakerOptions {
  failuresToOpen: number;
  openMs: number;
  logger: Logger;
  now?: () => number;
}

export interface UpstreamBreaker {
  /** Throws a 503 while the service's breaker is open (or its probe is under way). */
  admit(service: ServiceName, unavailableMessage: string): void;
  answered(service: ServiceName): void;
  failed(service: ServiceName): void;
  /** Neither: the request ended for a reason of its own (the browser left, its body was too big). */
  released(service: ServiceName): void;
}

interface BreakerState {
  failuresInARow: number;
  openUntil: number;
  probing: boolean;
}

export function createUpstreamBreaker(options: BreakerOptions): UpstreamBreaker {
  const now = options.now ?? Date.now;
  const states = new Map<ServiceName, BreakerState>();
  const stateOf = (service: ServiceName) => {
    let state = states.get(service);
    if (!state) states.set(service, (state = { failuresInARow: 0, openUntil: 0, probing: false }));
    return state;
  };
  return {
    admit(service, unavailableMessage) {
      const state = stateOf(service);
      if (state.failuresInARow < options.failuresToOpen) return;
      if (now() < state.openUntil || state.probing) throw new UpstreamFailed(unavailableMessage, 503);
      state.probing = true;
    },
    answered(service) {
      const state = stateOf(service);
      if (state.failuresInARow >= options.failuresToOpen) options.logger.info({ service }, 'upstream answers again: breaker closed');
      Object.assign(state, { failuresInARow: 0, openUntil: 0, probing: false });
    },
    failed(service) {
      const state = stateOf(service);
      state.failuresInARow += 1;
      state.probing = false;
      if (state.failuresInARow < options.failuresToOpen) return;
      if (state.openUntil <= now()) options.logger.warn({ service, failuresInARow: state.failuresInARow }, 'upstream not answering: breaker open');
      state.openUntil = now() + options.openMs;
    },
    released(service) {
      stateOf(service).probing = false;
    },
  };
}
