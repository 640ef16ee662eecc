import type { SimMessage } from '../src/dev/sms-simulator/server';

export interface BenchSender {
  kind: 'LONG_CODE' | 'SHORT_CODE';
  address: string;
  perSecond: number;
}

/**
 * What the provider saw of each sender (arrival times at the simulator): its texts, the most of them inside any
 * window of one second (the carrier's limit: at most `perSecond`), the shortest gap between two (at least
 * 1/perSecond), and the most any run of texts came early against the rate ((j - i) intervals between text i and
 * text j: the lateness of one request makes the next look early, so this is what the gap's shortfall amounts to).
 */
export function senderFigures(texts: SimMessage[], senders: BenchSender[]) {
  return senders.map((s) => {
    const at = texts
      .filter((m) => m.from === s.address)
      .map((m) => m.at)
      .sort((a, b) => a - b);
    const interval = 1000 / s.perSecond;
    let maxInSecond = at.length ? 1 : 0;
    for (let i = 0, j = 0; i < at.length; i++) {
      while (j < at.length && at[j] - at[i] < 1000) j++;
      maxInSecond = Math.max(maxInSecond, j - i);
    }
    let minGap = Infinity;
    for (let i = 1; i < at.length; i++) minGap = Math.min(minGap, at[i] - at[i - 1]);
    let earliest = 0;
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < Math.min(at.length, i + 200); j++)
        earliest = Math.max(earliest, (j - i) * interval - (at[j] - at[i]));
    return { ...s, texts: at.length, maxInSecond, minGap, interval, earliest };
  });
}

/** The phone numbers texted more than once. */
export function textedTwice(texts: SimMessage[]) {
  const seen = new Map<string, number>();
  for (const m of texts) seen.set(m.to, (seen.get(m.to) ?? 0) + 1);
  return [...seen.values()].filter((n) => n > 1).length;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Lines for the rate check: the long codes together (their worst), the short code on its own. */
export function rateLines(figures: ReturnType<typeof senderFigures>) {
  const lines: string[] = [];
  for (const kind of ['LONG_CODE', 'SHORT_CODE'] as const) {
    const list = figures.filter((f) => f.kind === kind);
    if (!list.length) continue;
    const rate = list[0].perSecond;
    const most = Math.max(...list.map((f) => f.maxInSecond));
    const gap = Math.min(...list.map((f) => f.minGap));
    const early = Math.max(...list.map((f) => f.earliest));
    const name = kind === 'LONG_CODE' ? `${list.length} long codes` : 'short code';
    lines.push(
      `  ${name} (${rate}/s): ${list.map((f) => f.texts).join(' + ')} texts; most in any 1 s window ${most} ` +
        `(target <= ${rate}: ${most <= rate ? 'met' : 'NOT met'}); shortest gap ${ms(gap)} ` +
        `(target >= ${ms(1000 / rate)}: ${gap >= 1000 / rate ? 'met' : 'NOT met'}); ` +
        `a run of texts at most ${ms(early)} early against the rate`,
    );
  }
  return lines;
}
