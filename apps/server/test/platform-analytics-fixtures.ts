// Activity for the platform analytics tests: events written straight into activity_events (as db/activity.ts
// records them), so a test states exactly which events exist and when.
import { activityEvents, guests } from '../src/db/schema';
import type { TestContext } from './helpers/app';
import { addMembership, createUser } from './helpers/factories';

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
