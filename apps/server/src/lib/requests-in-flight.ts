/**
 * How many HTTP requests this process is serving now, and a wait for none: long work on the embedded database
 * (one connection) steps aside between its transactions while requests are in flight (db/yield.ts).
 */
export interface RequestsInFlight {
  readonly count: number;
  begin(): void;
  end(): void;
  /** Resolves once no request is in flight, or after `maxMs` (the work must go on under a steady stream). */
  quiet(maxMs: number): Promise<void>;
}

export function createRequestsInFlight(): RequestsInFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  return {
    get count() {
      return count;
    },
    begin() {
      count++;
    },
    end() {
      count = Math.max(0, count - 1);
      if (count === 0) {
        const ready = waiters;
        waiters = [];
        for (const resolve of ready) resolve();
      }
    },
    quiet(maxMs) {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
