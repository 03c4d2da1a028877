// One write at a time per document, within this process. FerretDB 1.x (SQLite) applies an update as
// read-modify-write without isolation: two concurrent updates of one document can lose one of them
// (measured: 20 parallel $inc kept 1). The outbox relay's "mark sent" races a use case's next write
// the same way, and an event pushed by that write was lost. Every writer of an outbox document (the
// relay included) goes through lockDocument, so those writes are serialised. Real MongoDB needs none
// of this. REVIEW: replicas of one service can still collide; run one replica of a writer on FerretDB.
const tails = new Map<string, Promise<unknown>>();

export function lockDocument<T>(collection: string, id: unknown, write: () => Promise<T>): Promise<T> {
  const key = `${collection}\u0000${String(id)}`;
  const previous = tails.get(key) ?? Promise.resolve();
  const result = previous.then(write, write);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return result;
}
