// The reference the roll-up tests check the repository against: a world of communities in four zones, events made
// from fast-check's draws, and every figure computed in plain TypeScript from the events inserted (their local day by
// Intl, not by PostgreSQL). The database side (writing the events, checking every figure) is in
// analytics-rollup-fixtures.ts.
import fc from 'fast-check';
import type { Audience, Slice } from '../src/modules/analytics/analytics.repository';
import { METRICS, type Metric, type MetricDefinition } from '../src/lib/metrics';
import { addDays, dayIn } from '../src/lib/zoned-time';

export interface World {
  communities: { id: string; zone: string; items: string[]; members: string[]; guests: string[] }[];
}

export interface Ev {
  communityId: string;
  feedItemId: string | null;
  membershipId: string | null;
  guestId: string | null;
  type: Metric;
  at: Date;
  audience: Audience | null;
  detail: string | null;
  conversion: string | null;
}

// --- The reference: figures from the raw events, in TypeScript --------------------------------------------------

export const list = <T>(v: T | readonly T[]): T[] => (Array.isArray(v) ? [...(v as T[])] : [v as T]);

export function refRows(world: World, events: Ev[], slice: Slice, items: 'community' | 'item' | 'items') {
  const zone = new Map(world.communities.map((c) => [c.id, c.zone]));
  const metrics = list(slice.metric);
  const audiences = slice.audience ? list(slice.audience) : undefined;
  return events
    .map((e) => ({
      ...e,
      day: dayIn(e.at, zone.get(e.communityId)!),
      aud: e.audience ?? (e.membershipId ? 'MEMBER' : e.guestId ? 'GUEST' : 'NONE'),
      det: e.detail ?? e.conversion ?? '',
      subject: e.membershipId ?? e.guestId,
    }))
    .filter(
      (e) =>
        metrics.includes(e.type) &&
        (!slice.communityId || e.communityId === slice.communityId) &&
        e.day >= slice.from &&
        e.day <= slice.to &&
        (!audiences || audiences.includes(e.aud)) &&
        (slice.detail === undefined || e.det === slice.detail) &&
        (items === 'community' || (items === 'item' ? e.feedItemId === slice.itemId : e.feedItemId !== null)),
    );
}

export function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export function countBy<T>(rows: T[], key: (r: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return m;
}

export const distinctBy = <T>(rows: T[], key: (r: T) => string) => new Set(rows.map(key)).size;

// --- The property -----------------------------------------------------------------------------------------------

// Events fall around the spring DST change in Toronto (2026-03-08), with some late ones months earlier.
// A narrow window (and few communities, items, people) so that batches often meet the same roll-up rows.
export const BASE = Date.parse('2026-03-07T12:00:00Z');
export const WINDOW_MS = 2 * 86_400_000;
export const LATE = Date.parse('2026-01-10T00:00:00Z');
export const TYPES: Metric[] = [
  'VIEW',
  'LIKE',
  'CONVERSION',
  'APP_OPEN',
  'GUEST_SESSION',
  'PUBLISH',
  'NOTIFICATION_OPENED',
];

export const eventArb = fc.record({
  // Mostly the first community (the DST one): later batches then add to rows earlier ones wrote.
  community: fc.constantFrom(0, 0, 0, 1, 2, 3),
  type: fc.constantFrom(...TYPES),
  item: fc.option(fc.nat(2), { nil: null }),
  who: fc.constantFrom('member', 'guest', 'none', 'deleted-member'),
  person: fc.nat(2),
  offset: fc.nat(WINDOW_MS - 1),
  late: fc.nat(9).map((n) => n < 2),
  explicitAudience: fc.boolean(),
  detail: fc.constantFrom(null, 'FORM', 'RSVP', 'CLIENT', 'OLD:JOB_LINK'),
});

export const stepArb = fc.oneof(
  { weight: 2, arbitrary: fc.array(eventArb, { minLength: 1, maxLength: 20 }).map((events) => ({ events })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map((batch) => ({ batch })) },
  { weight: 1, arbitrary: fc.constant({ all: true as const }) },
  // Two runs of the same batch at once (a retried job beside the next minute's): never counted twice.
  { weight: 1, arbitrary: fc.constant({ replay: true as const }) },
);

export type EvSpec = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

export function toEvent(world: World, spec: EvSpec): Ev {
  const c = world.communities[spec.community];
  // Whom a metric is always about (lib/metrics.ts `subject`) is whom the product records it for: an app open is
  // a member's (or a deleted member's), a guest session a guest's.
  const kind = METRICS[spec.type] as MetricDefinition;
  const s =
    kind.subject === 'MEMBER' && spec.who === 'guest'
      ? { ...spec, who: 'member' as const }
      : kind.subject === 'GUEST' && spec.who !== 'guest'
        ? { ...spec, who: 'guest' as const }
        : spec;
  const membershipId = s.who === 'member' ? c.members[s.person] : null;
  const guestId = s.who === 'guest' ? c.guests[s.person] : null;
  // A deleted member's rows keep audience MEMBER with no membership; older rows have no audience at all.
  const derived: Audience = s.who === 'guest' ? 'GUEST' : s.who === 'none' ? 'NONE' : 'MEMBER';
  const audience = s.who === 'deleted-member' || s.explicitAudience ? derived : null;
  // Only conversions and publications have a sub-kind (old conversion rows kept it in `conversion`).
  const detail = s.type === 'CONVERSION' || s.type === 'PUBLISH' ? s.detail : null;
  const old = detail?.startsWith('OLD:');
  return {
    communityId: c.id,
    feedItemId: s.item === null ? null : c.items[s.item],
    membershipId,
    guestId,
    type: s.type,
    at: new Date((s.late ? LATE : BASE) + s.offset),
    audience,
    detail: old ? null : detail,
    conversion: old ? detail!.slice(4) : null,
  };
}

export interface CheckSeed {
  community: number;
  from: number;
  len: number;
  aud: number;
  shape: number;
  rolledUp: boolean;
}
export const checkSeedArb = fc.record({
  community: fc.constantFrom(0, 0, 1, 2, 3),
  from: fc.nat(2),
  len: fc.nat(3),
  aud: fc.nat(2),
  shape: fc.nat(3),
  // Check once everything is rolled up (the tail empty), else wherever the steps left the roll-up.
  rolledUp: fc.boolean(),
});
