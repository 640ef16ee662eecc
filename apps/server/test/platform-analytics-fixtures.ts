// Activity for the platform analytics tests: events written straight into activity_events (as db/activity.ts
// records them), so a test states exactly which events exist and when; the routes, and an app with a platform
// administrator signed in.
import { beforeEach, expect } from 'vitest';
import { activityEvents, guests } from '../src/db/schema';
import type { TestContext } from './helpers/app';
import { useTestContext } from './helpers/context';
import { addMembership, createCommunity, createPlatformAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

export interface EventSpec {
  type: string;
  /** An instant (ISO 8601, UTC): the community's zone decides which local day it counts on. */
  at: string;
  membershipId?: string;
  guestId?: string;
  detail?: string;
  /** Defaults to the audience of who acted (member, guest, else NONE). */
  audience?: 'MEMBER' | 'GUEST' | 'NONE';
}

/** Records `specs` for `communityId` in one insert. */
export async function recordEvents(t: TestContext, communityId: string, specs: EventSpec[]) {
  if (!specs.length) return;
  await t.database.db.insert(activityEvents).values(
    specs.map((e) => ({
      communityId,
      type: e.type,
      at: new Date(e.at),
      membershipId: e.membershipId ?? null,
      guestId: e.guestId ?? null,
      detail: e.detail ?? null,
      audience: e.audience ?? (e.membershipId ? 'MEMBER' : e.guestId ? 'GUEST' : 'NONE'),
    })),
  );
}

/** `n` `type` events at `at`, with no one acting (counts only). */
export const times = (n: number, type: string, at: string, more: Partial<EventSpec> = {}): EventSpec[] =>
  Array.from({ length: n }, () => ({ type, at, ...more }));

/** An active member of the community (a new user); answers the membership. */
export async function activeMember(t: TestContext, communityId: string) {
  const user = await createUser(t.database);
  return addMembership(t.database, user.id, communityId, { role: 'MEMBER', status: 'ACTIVE' });
}

/** A guest of the community (deleted when `deletedAt` is given). */
export async function guestOf(t: TestContext, communityId: string, deletedAt: Date | null = null) {
  const [row] = await t.database.db
    .insert(guests)
    .values({ communityId, deviceId: `device-${Math.random().toString(36).slice(2)}`, deletedAt })
    .returning();
  return row;
}

export const BASE = '/v1/administrator/analytics';
export const COMMUNITIES = `${BASE}/main/filtered-communities`;
export const SERIES = `${BASE}/main/filtered-analytics`;
export const OVERVIEW = `${BASE}/main/filtered-overview`;
export const OPEN = '/v2/guests/admin/filtered-overview';
export const PERCENTAGES = `${BASE}/main/community-percentages`;
export const COMMUNITY_OVERVIEW = `${BASE}/community/overview`;
export const TILES = ['all', 'month', 'week'].map((type) => `${BASE}/overview/${type}`);
export const EVERY_ROUTE = [COMMUNITIES, SERIES, OVERVIEW, OPEN, PERCENTAGES, ...TILES, COMMUNITY_OVERVIEW];
/** The routes that take a period (`filter`, `range`). */
export const PERIOD_ROUTES = [COMMUNITIES, SERIES, OVERVIEW, OPEN, PERCENTAGES];

// 10:00 in Toronto (EST, after the DST change of 1 November): the platform's today is 2026-11-02.
export const NOW = new Date('2026-11-02T15:00:00Z');

/** The app, its clock at NOW and a platform administrator signed in before each test, and requests as them. */
export function usePlatformAnalytics() {
  const t = useTestContext();
  const platform = { authorization: '' };
  beforeEach(async () => {
    t.clock.set(NOW);
    const admin = await createPlatformAdmin(t.database);
    platform.authorization = (await login(t.app, admin.username)).auth.authorization;
  });

  const get = async (
    url: string,
    query: Record<string, string> = {},
    headers: Record<string, string> = platform,
  ) => {
    const qs = new URLSearchParams(query).toString();
    return t.app.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers });
  };
  const ok = async (url: string, query: Record<string, string> = {}) => {
    const res = await get(url, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const community = (name: string, over: Parameters<typeof createCommunity>[1] = {}) =>
    createCommunity(t.database, { name, createdAt: new Date('2026-01-01T12:00:00Z'), ...over });

  return { t, platform, get, ok, community };
}
