import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

// Bulk writer for seeding (the demo platform, src/demo/): sends with given dates.

export type SeedNotification = typeof notifications.$inferInsert;

export const notificationsSeedRepository = {
  async insertNotifications(
    db: Executor,
    rows: SeedNotification[],
  ): Promise<(typeof notifications.$inferSelect)[]> {
    return db.insert(notifications).values(rows).returning();
  },
};
