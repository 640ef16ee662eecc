import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { communities, memberships, users } from './identity';

// Shared by several domains (members, groups, content audiences, push, analytics), so it lives here once.

/** An unregistered app user: one device in one community, without an account. */
export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // The app's installation id; one guest per device per community.
    deviceId: text('device_id').notNull(),
    platform: text('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Set when the guest signed up: their device and history carry over to this user.
    upgradedUserId: uuid('upgraded_user_id').references(() => users.id, { onDelete: 'set null' }),
    upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guests_community_device_key').on(t.communityId, t.deviceId),
    index('guests_created_idx').on(t.communityId, t.createdAt),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_community_slug_key').on(t.communityId, t.slug)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.membershipId] }),
    index('group_members_membership_idx').on(t.membershipId),
  ],
);
