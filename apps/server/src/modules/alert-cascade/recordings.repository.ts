import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alertRecordings } from '../../db/schema';

/** An alert's recorded voice messages, one per language (the files are in storage, under the alert's folder). */
export const recordingsRepository = {
  async list(db: Executor, notificationId: string) {
    return db
      .select()
      .from(alertRecordings)
      .where(eq(alertRecordings.notificationId, notificationId))
      .orderBy(asc(alertRecordings.language));
  },
  async find(db: Executor, notificationId: string, language: string) {
    const [row] = await db
      .select()
      .from(alertRecordings)
      .where(and(eq(alertRecordings.notificationId, notificationId), eq(alertRecordings.language, language)));
    return row ?? null;
  },
  async save(tx: Executor, row: typeof alertRecordings.$inferInsert) {
    const { notificationId: _notification, language: _language, ...set } = row;
    await tx
      .insert(alertRecordings)
      .values(row)
      .onConflictDoUpdate({ target: [alertRecordings.notificationId, alertRecordings.language], set });
  },
  async remove(tx: Executor, notificationId: string, language: string) {
    const r = await tx
      .delete(alertRecordings)
      .where(and(eq(alertRecordings.notificationId, notificationId), eq(alertRecordings.language, language)))
      .returning({ path: alertRecordings.path });
    return r[0]?.path ?? null;
  },
};
