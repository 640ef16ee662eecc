/**
 * Where a send's database time goes, without touching the product: every statement the app's connections run
 * (told by their application_name) is timed from the call to its answer, and summed by its opening words. Lanes
 * run side by side, so the sums are connection-seconds, not wall time.
 */
import pg from 'pg';

interface Entry {
  count: number;
  ms: number;
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Starts timing the statements of `applicationName`'s connections; `stop()` answers the heaviest and undoes it. */
export function profileStatements(applicationName: string) {
  const entries = new Map<string, Entry>();
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const params = (this as unknown as { connectionParameters?: { application_name?: string } })
      .connectionParameters;
    if (params?.application_name !== applicationName) return original.apply(this, args);
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    const label = text.replace(/\s+/g, ' ').trim().slice(0, 70);
    const started = performance.now();
    const add = () => {
      const e = entries.get(label) ?? { count: 0, ms: 0 };
      e.count++;
      e.ms += performance.now() - started;
      entries.set(label, e);
    };
    // The pool hands its statements over with a callback (pool.query), drizzle's transactions with a promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => void;
      args[last] = (...a: unknown[]) => {
        add();
        callback(...a);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(add, add);
    return result;
  };
  return {
    stop(top = 8): string[] {
      proto.query = original;
      return [...entries]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, top)
        .map(([label, e]) => `${(e.ms / 1000).toFixed(2)} s in ${e.count} × ${label}`);
    },
  };
}
