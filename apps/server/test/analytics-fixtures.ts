// Analytics fixtures (issue 12): communities, people, items and activity_events rows written straight to the
// database at chosen instants, so a test states exactly what happened when and asserts the figures over HTTP.
// Shared by the community, item and platform analytics tests.
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  activityEvents,
  communities,
  feedItemGroups,
  feedItemRecipients,
  feedItems,
  groupMembers,
  groups,
  guests,
  memberships,
  notifications,
} from '../src/db/schema';
import type { Metric } from '../src/lib/metrics';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';

export type Audience = 'MEMBER' | 'GUEST' | 'NONE';

/** One event as the recorder writes it; `at` is an instant (ISO string with its offset, or a Date). */
export interface EventSpec {
  type: Metric;
  at: string | Date;
  feedItemId?: string | null;
  membershipId?: string | null;
  guestId?: string | null;
  /** Defaults to MEMBER with a membership, GUEST with a guest, else NONE. */
  audience?: Audience | null;
  detail?: string | null;
  notificationId?: string | null;
}

/** Writes the events of one community in one INSERT. */
export async function insertEvents(database: Database, communityId: string, events: readonly EventSpec[]) {
  if (events.length === 0) return;
  await database.db.insert(activityEvents).values(
    events.map((e) => ({
      communityId,
      type: e.type,
      at: new Date(e.at),
      feedItemId: e.feedItemId ?? null,
      membershipId: e.membershipId ?? null,
      guestId: e.guestId ?? null,
      audience:
        e.audience === undefined ? (e.membershipId ? 'MEMBER' : e.guestId ? 'GUEST' : 'NONE') : e.audience,
      detail: e.detail ?? null,
      notificationId: e.notificationId ?? null,
    })),
  );
}

/** `n` copies of one event (a burst of views, say). */
export const times = (n: number, e: EventSpec): EventSpec[] => Array.from({ length: n }, () => ({ ...e }));

/** A community with its administrator, in `timeZone` (null = the default zone), created at `createdAt`. */
export async function analyticsCommunity(
  database: Database,
  opts: { timeZone?: string | null; createdAt?: string | Date; name?: string } = {},
) {
  const { community, user, membership } = await createCommunityAdmin(database);
  const [row] = await database.db
    .update(communities)
    .set({
      timeZone: opts.timeZone ?? null,
      createdAt: new Date(opts.createdAt ?? '2026-01-01T12:00:00Z'),
      ...(opts.name ? { name: opts.name } : {}),
    })
    .where(eq(communities.id, community.id))
    .returning();
  // The administrator joined with the community, so "recent members" lists the members a test adds after them.
  await database.db
    .update(memberships)
    .set({ createdAt: row.createdAt })
    .where(eq(memberships.id, membership.id));
  return { community: row, admin: user, adminMembership: membership };
}

/** A member of the community (an account and an ACTIVE membership unless told otherwise). */
export async function analyticsMember(
  database: Database,
  communityId: string,
  opts: {
    firstName?: string;
    lastName?: string;
    email?: string;
    status?: string;
    role?: string;
    joinedAt?: string | Date;
  } = {},
) {
  const user = await createUser(database, {
    ...(opts.firstName ? { firstName: opts.firstName } : {}),
    ...(opts.lastName ? { lastName: opts.lastName } : {}),
    ...(opts.email ? { email: opts.email } : {}),
  });
  const membership = await addMembership(database, user.id, communityId, {
    role: opts.role ?? 'MEMBER',
    status: opts.status ?? 'ACTIVE',
    ...(opts.joinedAt ? { createdAt: new Date(opts.joinedAt) } : {}),
  });
  return { user, membership };
}

let devices = 0;
/** A guest (one app install) of the community. */
export async function analyticsGuest(
  database: Database,
  communityId: string,
  opts: { createdAt?: string | Date; deletedAt?: string | Date; upgradedAt?: string | Date } = {},
) {
  const [row] = await database.db
    .insert(guests)
    .values({
      communityId,
      deviceId: `analytics-device-${++devices}`,
      platform: 'ios',
      createdAt: new Date(opts.createdAt ?? '2026-01-02T12:00:00Z'),
      deletedAt: opts.deletedAt ? new Date(opts.deletedAt) : null,
      upgradedAt: opts.upgradedAt ? new Date(opts.upgradedAt) : null,
    })
    .returning();
  return row;
}

/** A feed item of the community, PUBLISHED to every member unless told otherwise. */
export async function analyticsItem(
  database: Database,
  communityId: string,
  opts: {
    headline?: string;
    kind?: string;
    access?: 'OPEN' | 'MEMBERS' | 'GROUPS' | 'RECIPIENTS';
    publishedOn?: string | Date;
    deletedAt?: string | Date;
    groupIds?: string[];
    recipientIds?: string[];
  } = {},
) {
  const [item] = await database.db
    .insert(feedItems)
    .values({
      communityId,
      kind: opts.kind ?? 'NEWS',
      headline: opts.headline ?? 'An item',
      status: 'PUBLISHED',
      access: opts.access ?? 'MEMBERS',
      publishedOn: new Date(opts.publishedOn ?? '2026-02-01T12:00:00Z'),
      deletedAt: opts.deletedAt ? new Date(opts.deletedAt) : null,
      data: {},
    })
    .returning();
  if (opts.groupIds?.length)
    await database.db
      .insert(feedItemGroups)
      .values(opts.groupIds.map((groupId) => ({ feedItemId: item.id, groupId })));
  if (opts.recipientIds?.length)
    await database.db
      .insert(feedItemRecipients)
      .values(opts.recipientIds.map((membershipId) => ({ feedItemId: item.id, membershipId })));
  return item;
}

let groupSeq = 0;
/** A group of the community with these members. */
export async function analyticsGroup(database: Database, communityId: string, membershipIds: string[]) {
  const n = ++groupSeq;
  const [group] = await database.db
    .insert(groups)
    .values({ communityId, name: `Group ${n}`, slug: `group-${n}` })
    .returning();
  if (membershipIds.length)
    await database.db
      .insert(groupMembers)
      .values(membershipIds.map((membershipId) => ({ groupId: group.id, membershipId })));
  return group;
}

/** A push notification of the community (SENT at `sentAt` unless told otherwise), about `feedItemId`. */
export async function analyticsNotification(
  database: Database,
  communityId: string,
  opts: {
    feedItemId?: string;
    title?: string;
    body?: string;
    status?: string;
    sentAt?: string | Date | null;
    deletedAt?: string | Date;
  } = {},
) {
  const sentAt = opts.sentAt === undefined ? new Date('2026-02-01T13:00:00Z') : opts.sentAt;
  const [row] = await database.db
    .insert(notifications)
    .values({
      communityId,
      title: opts.title ?? 'A push',
      body: opts.body ?? 'Something happened',
      status: opts.status ?? 'SENT',
      audience: { open: false, groups: [], recipients: [] },
      feedItemId: opts.feedItemId ?? null,
      sentAt: sentAt === null ? null : new Date(sentAt),
      createdAt: sentAt === null ? new Date('2026-02-01T12:00:00Z') : new Date(sentAt),
      deletedAt: opts.deletedAt ? new Date(opts.deletedAt) : null,
    })
    .returning();
  return row;
}
