/**
 * Coalesces calls into batched statements, per key: a call joins its key's queue, and while one batch of that
 * key runs, the calls that arrive wait for the next, which serves up to `maxBatch` of them at once. Every call
 * of a batch gets the batch's whole result (each picks out its own part). A batch only starts after each of
 * its calls was made, so its answer reflects the database as of a moment after every call arrived: nothing is
 * cached. One batch per key at a time: under the feed benchmark two or three in flight cost the database more
 * statements without lowering the latency.
 * A key's first batch starts on the next turn of the event loop (setImmediate), not at once: the embedded engine
 * runs a statement inside the caller's microtasks, so a batch started at once always held one call, every request
 * paid its own statement, and the burst after a push queued 200 requests behind each other (bench:feed on PGlite:
 * p95 448–1,428 ms, 2.3 ms of CPU a request; with the turn 145–171 ms and 0.5 ms). Every request whose bytes
 * arrived in the same turn then joins it; on PostgreSQL the cost is a few microseconds.
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
        setImmediate(() => void drain(key, fresh));
      }
    });
}
