/**
 * Coalesces calls into batched statements, per key: a call joins its key's queue, and while one batch of that
 * key runs, the calls that arrive wait for the next, which serves up to `maxBatch` of them at once. Every call
 * of a batch gets the batch's whole result (each picks out its own part). A batch only starts after each of
 * its calls was made, so its answer reflects the database as of a moment after every call arrived: nothing is
 * cached. One batch per key at a time: under the feed benchmark two or three in flight cost the database more
 * statements without lowering the latency.
 */
export function createCoalescer<T, R>(run: (key: string, items: T[]) => Promise<R>, maxBatch: number) {
  interface Waiting {
    item: T;
    resolve(result: R): void;
    reject(err: unknown): void;
  }
  // Keys with a batch running; the array holds the calls waiting for the next batch.
  const queues = new Map<string, Waiting[]>();

  async function drain(key: string, queue: Waiting[]) {
    for (;;) {
      const batch = queue.splice(0, maxBatch);
      if (batch.length === 0) break;
      try {
        const result = await run(
          key,
          batch.map((w) => w.item),
        );
        for (const w of batch) w.resolve(result);
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    queues.delete(key);
  }

  return (key: string, item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) queue.push({ item, resolve, reject });
      else {
        const fresh = [{ item, resolve, reject }];
        queues.set(key, fresh);
        void drain(key, fresh);
      }
    });
}
