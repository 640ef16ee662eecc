import type { Executor } from '../../db/client';
import { memberEvents } from '../../db/schema';

// Bulk writers for seeding (the demo platform, src/demo/): a member's history with the dates it is given. (Users
// and memberships are auth's: auth/accounts-seed.repository.ts.)

export type SeedMemberEvent = typeof memberEvents.$inferInsert;

export const membersSeedRepository = {
  async insertMemberEvents(db: Executor, rows: SeedMemberEvent[]): Promise<void> {
    await db.insert(memberEvents).values(rows);
  },
};
