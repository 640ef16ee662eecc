/**
 * bench:cascade's provider: the SMS simulator in a process of its own, so that when a text arrives is stamped by an
 * event loop that does nothing else — in the bench's own process, its polling and the receipts' bookkeeping delayed
 * the stamps of arrivals by up to ~0.1 s and made the senders' pacing look uneven. Arrival times are absolute
 * (performance.timeOrigin + performance.now(), milliseconds), comparable with the bench's `wallNow()`.
 * Run as a child with IPC (cascade.ts's startProvider); answers `count`, `messages`, `reset` and `close`.
 */
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startSmsSimulator, type SimMessage } from '../src/dev/sms-simulator';

export const wallNow = () => performance.timeOrigin + performance.now();

type Ask = { id: number; op: 'count' | 'messages' | 'reset' | 'loop' | 'close' };
type Answer = { id: number; value: unknown };

export interface BenchProvider {
  url: string;
  /** Texts taken so far. */
  count(): Promise<number>;
  /** Every text taken, its `at` absolute (see wallNow). */
  messages(): Promise<SimMessage[]>;
  reset(): Promise<void>;
  /** How late the provider's own event loop ran since the last call (its arrival stamps are that late at worst). */
  loop(): Promise<{ p99: number; max: number }>;
  close(): Promise<void>;
}

/** Starts the provider's process (this file, under the same loader) with the account it accepts. */
export async function startProvider(account: string, token: string): Promise<BenchProvider> {
  const child = fork(new URL(import.meta.url).pathname, ['--provider', account, token], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, (value: unknown) => void>();
  child.on('message', (m: Answer) => {
    waiting.get(m.id)?.(m.value);
    waiting.delete(m.id);
  });
  const ask = <T>(op: Ask['op']) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, resolve as (value: unknown) => void);
      child.send({ id, op } satisfies Ask, (err) => err && reject(err));
    });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve(m.url));
    child.once('exit', (code) => reject(new Error(`the bench's provider exited (${code})`)));
  });
  return {
    url,
    count: () => ask<number>('count'),
    messages: () => ask<SimMessage[]>('messages'),
    reset: () => ask<void>('reset'),
    loop: () => ask<{ p99: number; max: number }>('loop'),
    async close() {
      await ask<void>('close');
      child.disconnect();
    },
  };
}

if (process.argv[2] === '--provider') {
  const [, , , account, token] = process.argv;
  // Receipts a second after each text, signed, posted to the server (as the bench's provider always did).
  const sim = await startSmsSimulator({ accounts: { [account]: token }, autoReceipts: { afterMs: 1000 } });
  const texts = () => sim.messages.filter((m) => m.kind === 'SMS');
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on('message', async (m: Ask) => {
    let value: unknown = null;
    if (m.op === 'count') value = texts().length;
    else if (m.op === 'messages') value = texts().map((t) => ({ ...t, at: performance.timeOrigin + t.at }));
    else if (m.op === 'reset') sim.reset();
    else if (m.op === 'loop') {
      value = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
      delay.reset();
    } else await sim.close();
    process.send!({ id: m.id, value } satisfies Answer);
  });
  process.send!({ url: sim.url });
}
