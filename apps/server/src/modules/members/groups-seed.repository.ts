import type { Executor } from '../../db/client';
import { groupMembers, groups } from '../../db/schema';

// Bulk writers for seeding (the demo platform, src/demo/).

export const groupsSeedRepository = {
  /** Creates the groups a community does not have yet (by name or slug); answers the ids of those it created. */
  async insertGroups(
    db: Executor,
    rows: { communityId: string; name: string; slug: string }[],
  ): Promise<{ id: string }[]> {
    return db.insert(groups).values(rows).onConflictDoNothing().returning({ id: groups.id });
  },

  async insertGroupMembers(db: Executor, rows: { groupId: string; membershipId: string }[]): Promise<void> {
    await db.insert(groupMembers).values(rows);
  },
};
