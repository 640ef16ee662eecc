/**
 * The national data set's shape (issue 38): how many of everything at a scale, how communities' sizes fall off, and a
 * seeded random source so two runs at one scale build the same set. Sizes only; the rows are written by seed.ts.
 */

/** At scale 1: the field of issue 38 — about 630 Nations and settlements, 70 tribal councils and the NGOs beside them. */
export const COMMUNITIES = 1000;
const PEOPLE = 2_000_000;
/** One person in ten belongs to a second community (a tribal council and its Nation). */
export const MULTI_SHARE = 0.1;
const DEVICES = 2_000_000;
const ITEMS = 300_000;
const SUPPORT_MESSAGES = 2_000_000;
const EVENTS = 100_000_000;
/** The largest community at scale 1 (a few are this size; most have 200 to 2,000 members). */
const LARGEST = 30_000;
/** A community's guests (people using the app without an account), as a share of its members. */
const GUEST_SHARE = 0.1;

export type Community = { k: number; members: number; guests: number; items: number };

export type Shape = {
  scale: number;
  communities: Community[];
  people: number;
  memberships: number;
  devices: number;
  items: number;
  supportMessages: number;
  events: number;
};

/**
 * Community k (1 = the largest) has LARGEST·k^-α members, α found by bisection so that the memberships add up to
 * PEOPLE·(1 + MULTI_SHARE): a Zipf-like fall with a long tail of small communities. Every count scales with `scale`
 * except the number of communities (a tenth of the people spread over the same field).
 */
export function shapeAt(scale: number): Shape {
  const memberships = Math.round(PEOPLE * (1 + MULTI_SHARE) * scale);
  const sizesFor = (alpha: number) =>
    Array.from({ length: COMMUNITIES }, (_, i) =>
      Math.max(20, Math.round(LARGEST * scale * (i + 1) ** -alpha)),
    );
  const total = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
  let lo = 0;
  let hi = 2;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (total(sizesFor(mid)) > memberships) lo = mid;
    else hi = mid;
  }
  const sizes = sizesFor(hi);
  const sum = total(sizes);
  const items = Math.round(ITEMS * scale);
  const communities = sizes.map((members, i) => ({
    k: i + 1,
    members,
    guests: Math.max(2, Math.round(members * GUEST_SHARE)),
    items: Math.max(5, Math.round((items * members) / sum)),
  }));
  return {
    scale,
    communities,
    people: Math.round(PEOPLE * scale),
    memberships: sum,
    devices: Math.round(DEVICES * scale),
    items: communities.reduce((a, c) => a + c.items, 0),
    supportMessages: Math.round(SUPPORT_MESSAGES * scale),
    events: Math.round(EVENTS * scale),
  };
}

/** A seeded source of numbers in [0, 1) (mulberry32): the same set at the same scale, run after run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The index in `cumulative` (ascending, last = 1) that a uniform `u` falls in: a weighted pick in O(log n). */
export function pickWeighted(cumulative: Float64Array, u: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Cumulative shares of `weights`, for pickWeighted. */
export function cumulativeOf(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length);
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  weights.forEach((w, i) => {
    acc += w / sum;
    out[i] = acc;
  });
  out[out.length - 1] = 1;
  return out;
}
