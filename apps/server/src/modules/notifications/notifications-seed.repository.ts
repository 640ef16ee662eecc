import type { Executor } from '../../db/client';
import { devices, notificationDeliveries, notifications } from '../../db/schema';

// Bulk writers for seeding (the demo platform, src/demo/): phones, sends and their deliveries, with given dates.

export type SeedDevice = typeof devices.$inferInsert;
export type SeedNotification = typeof notifications.$inferInsert;
export type SeedDelivery = typeof notificationDeliveries.$inferInsert;

export const notificationsSeedRepository = {
  async insertDevices(db: Executor, rows: SeedDevice[]): Promise<(typeof devices.$inferSelect)[]> {
    return rows.length ? db.insert(devices).values(rows).returning() : [];
  },

  async insertNotifications(
    db: Executor,
    rows: SeedNotification[],
  ): Promise<(typeof notifications.$inferSelect)[]> {
    return db.insert(notifications).values(rows).returning();
  },

  async insertDeliveries(db: Executor, rows: SeedDelivery[]): Promise<void> {
    if (rows.length) await db.insert(notificationDeliveries).values(rows);
  },
};
