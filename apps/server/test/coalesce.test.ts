import { describe, expect, it } from 'vitest';
import { createCoalescer } from '../src/lib/coalesce';

/** Calls made from separate event-loop callbacks, as requests whose bytes arrived together are. */
const fromSeparateCallbacks = <T>(calls: (() => Promise<T>)[]) =>
  Promise.all(
    calls.map(
      (call) => new Promise<T>((resolve, reject) => setImmediate(() => call().then(resolve, reject))),
    ),
  );

describe('createCoalescer', () => {
  it('serves the calls of one event-loop turn with one batch, even when the statement answers at once', async () => {
    // The embedded engine answers inside the caller's microtasks: a batch started at once held one call each.
    const batches: string[][] = [];
    const lookup = createCoalescer<string, string[]>(async (_key, items) => {
      batches.push(items);
      return items;
    }, 500);
    const answers = await fromSeparateCallbacks(['a', 'b', 'c'].map((id) => () => lookup('k', id)));
    expect(batches).toEqual([['a', 'b', 'c']]);
    expect(answers).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
  });

  it('starts a batch only after each of its calls was made, and the calls during one wait for the next', async () => {
    const batches: string[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lookup = createCoalescer<string, string[]>(async (_key, items) => {
      batches.push(items);
      if (batches.length === 1) await held;
      return items;
    }, 2);
    const first = lookup('k', 'a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a']]);
    // Three arrive while the first batch runs: the next batches take at most two each, in order.
    const later = ['b', 'c', 'd'].map((id) => lookup('k', id));
    release();
    expect(await first).toEqual(['a']);
    expect(await Promise.all(later)).toEqual([['b', 'c'], ['b', 'c'], ['d']]);
    expect(batches).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('keeps keys apart and hands a failed batch to its calls only', async () => {
    const lookup = createCoalescer<string, string>(async (key, items) => {
      if (key === 'bad') throw new Error('refused');
      return `${key}:${items.join('')}`;
    }, 10);
    const [good, bad] = await Promise.allSettled([lookup('good', 'x'), lookup('bad', 'y')]);
    expect(good).toEqual({ status: 'fulfilled', value: 'good:x' });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('refused') });
    expect(await lookup('bad', 'z').catch((e: Error) => e.message)).toBe('refused');
  });
});
