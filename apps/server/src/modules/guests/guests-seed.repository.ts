import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { guests } from '../../db/schema';

// Bulk writers for seeding (the demo platform, src/demo/).

export type SeedGuest = typeof guests.$inferInsert;

export const guestsSeedRepository = {
  async insertGuests(db: Executor, rows: SeedGuest[]): Promise<(typeof guests.$inferSelect)[]> {
    return db.insert(guests).values(rows).returning();
  },

  /** A community's guests that are still guests (neither deleted nor signed up). */
  async currentGuests(db: Executor, communityId: string): Promise<{ id: string; platform: string | null }[]> {
    return db
      .select({ id: guests.id, platform: guests.platform })
      .from(guests)
      .where(and(eq(guests.communityId, communityId), isNull(guests.deletedAt), isNull(guests.upgradedAt)));
  },
};
