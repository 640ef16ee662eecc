// A recurring notification's rule (push-extras): written and read back as RFC 5545 text, expanded in its zone.
import { createRequire } from 'node:module';
import type { Recurrence } from '@gathering/contract';
import { floatingOf, instantOf, wallClockAt, wallOfFloating } from '../../lib/zoned-time';

// rrule ships a CommonJS main and an ES build without "type": "module": Node's ESM loader finds no named exports
// in the former and vitest would pick the latter; require() loads the same CommonJS build everywhere.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

/** The RFC 5545 rule text stored in notifications.recurrence (without DTSTART: that is send_at in its zone). */
export function toRRule(r: Recurrence): string {
  const parts = [`FREQ=${r.frequency}`, `INTERVAL=${r.interval}`];
  if (r.frequency === 'WEEKLY' && r.weekdays.length) parts.push(`BYDAY=${r.weekdays.join(',')}`);
  parts.push(`UNTIL=${r.until.replaceAll('-', '')}T235959Z`);
  return parts.join(';');
}

/** Reads a stored rule back into the shape the console edits. */
export function fromRRule(text: string): Recurrence {
  const fields = Object.fromEntries(text.split(';').map((kv) => kv.split('=') as [string, string]));
  const until = fields.UNTIL ?? '';
  return {
    frequency: fields.FREQ as Recurrence['frequency'],
    interval: Number(fields.INTERVAL ?? 1),
    weekdays: fields.BYDAY ? (fields.BYDAY.split(',') as Recurrence['weekdays']) : [],
    until: `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`,
  };
}

/**
 * The occurrences of a series in [from, to): the rule runs on wall-clock time in `zone` from the first send's
 * wall time, so a 09:00 weekly send stays at 09:00 on both sides of a daylight-saving change (its UTC instant
 * moves by the hour). Monthly on the 31st skips the months without one (RFC 5545).
 */
export function occurrencesBetween(rule: string, firstAt: Date, zone: string, from: Date, to: Date): Date[] {
  const dtstart = new Date(floatingOf(wallClockAt(firstAt, zone)));
  const r = new RRule({ ...RRule.parseString(rule), dtstart });
  // Floating and real instants differ by the zone's offset (under 15 hours): widen by a day, then filter exactly.
  const wide = r.between(new Date(from.getTime() - 86_400_000), new Date(to.getTime() + 86_400_000), true);
  return wide.map((d) => instantOf(wallOfFloating(d.getTime()), zone)).filter((t) => t >= from && t < to);
}
