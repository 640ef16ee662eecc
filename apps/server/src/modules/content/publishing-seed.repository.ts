import type { Executor } from '../../db/client';
import { publishingLog } from '../../db/schema';

// Writers for seeding (the demo platform, src/demo/).

export const publishingSeedRepository = {
  async insertLog(db: Executor, rows: (typeof publishingLog.$inferInsert)[]): Promise<void> {
    await db.insert(publishingLog).values(rows);
  },
};
