import type { Executor } from '../../db/client';
import { devices, notificationDeliveries } from '../../db/schema';

// Bulk writers for seeding (the demo platform, src/demo/): phones and the deliveries of their sends, with given dates.

export type SeedDevice = typeof devices.$inferInsert;
export type SeedDelivery = typeof notificationDeliveries.$inferInsert;

export const devicesSeedRepository = {
  async insertDevices(db: Executor, rows: SeedDevice[]): Promise<(typeof devices.$inferSelect)[]> {
    return rows.length ? db.insert(devices).values(rows).returning() : [];
  },

  async insertDeliveries(db: Executor, rows: SeedDelivery[]): Promise<void> {
    if (rows.length) await db.insert(notificationDeliveries).values(rows);
  },
};
