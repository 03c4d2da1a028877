/** A client connected on first use, and closed only if it was ever created. */
export function lazily<T>(connect: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  return {
    get: () => (pending ??= connect().catch((error: unknown) => {
      pending = undefined;
      throw error;
    })),
    close: async (disconnect: (client: T) => Promise<void>) => {
      const client = pending && (await pending.catch(() => undefined));
      pending = undefined;
      if (client) await disconnect(client);
    },
  };
}
