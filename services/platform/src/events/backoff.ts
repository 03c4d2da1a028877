export interface BackoffOptions {
  initialMs?: number;
  maxMs?: number;
}

/** Delay before retry `attempt` (1-based): doubling from initialMs, capped at maxMs, ±20% jitter. */
export function backoffDelay(attempt: number, { initialMs = 200, maxMs = 10_000 }: BackoffOptions = {}): number {
  const base = Math.min(maxMs, initialMs * 2 ** (attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** Resolves after `ms`, or early (to false) when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      resolve(false);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
