import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { communities } from './identity';

/**
 * A counter per community, raised by database triggers (migration feed_version_triggers) on every change that can
 * alter what its member app feed shows: items (but their view and like counters), their audiences, group
 * memberships, documents' reviewers, attachments. The app feed caches a community's page by this version, so a
 * change made by any server process is seen on the next request.
 */
export const communityFeedVersions = pgTable('community_feed_versions', {
  communityId: uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
