import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { communities, memberships } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's ways to be reached besides the app (issue 36), owned by the contacts module: MOBILE (texts and calls),
 * LANDLINE (calls), EMAIL. `value` is E.164 or a lowercased address. Consent is per channel: `alerts` (emergency
 * alerts, which need no consent under CASL but may be refused) and `news` (express consent). A STOP reply turns
 * both off for that number in the community (consent_source SMS_STOP); every change is in the audit trail.
 */
export const contactChannels = pgTable(
  'contact_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
    alerts: boolean('alerts').notNull().default(true),
    news: boolean('news').notNull().default(false),
    // MEMBER | ADMIN | IMPORT | SMS_STOP | SMS_START: who set the consent last.
    consentSource: text('consent_source').notNull(),
    consentChangedAt: at('consent_changed_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_channels_member_value_key').on(t.membershipId, t.kind, t.value),
    // A reply or a STOP names a number: the community's channels with it.
    index('contact_channels_community_value_idx').on(t.communityId, t.value),
  ],
);

/** A household's address and the notes a responder at the door needs, where the community keeps them. */
export const memberContactDetails = pgTable(
  'member_contact_details',
  {
    membershipId: uuid('membership_id')
      .primaryKey()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    address: text('address'),
    householdNotes: text('household_notes'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('member_contact_details_community_idx').on(t.communityId)],
);
