// Shared by the api client and transfer tests: a clock frozen at NOW (vitest's fake timers), an in-memory Storage,
// and a fetch that answers from per-path scripts.
import { afterEach, beforeEach, vi } from 'vitest';

export const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
export const seconds = (ms: number) => Math.floor(ms / 1000);

export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

export interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}
export type Reply = { status: number; body?: unknown } | 'network-error' | 'hang' | Response;

/** A fetch that answers from per-path scripts (a list is consumed in order; the last reply repeats). */
export function fakeFetch(script: Record<string, Reply | Reply[]>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init, headers: (init.headers ?? {}) as Record<string, string> });
    const path = url.split('?')[0];
    const entry = script[path];
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]) : entry;
    if (!reply) throw new Error(`unscripted ${path}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply instanceof Response) return reply.clone();
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      // The exchange reads the answer's validator (ETag) from its headers.
      headers: new Headers(),
      text: async () => text,
    } as Response;
  });
  return { fn, calls, of: (path: string) => calls.filter((c) => c.url.split('?')[0] === path) };
}

export const fresh = { status: 200, body: { accessToken: 'new-token', exp: seconds(NOW) + 900 } };

/** vitest's fake timers around each test of the file, the clock at NOW. */
export function withFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
