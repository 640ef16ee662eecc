import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { alertRecordings } from '../../db/schema';

/** An alert's recorded voice messages, one per language (the files are in storage, under the alert's folder). */
export const recordingsRepository = {
  /**
   * A notification of the community, not deleted, as a recording needs it: its kind and the languages it has a
   * text in (its own and its versions'; read model of push-compose's tables).
   */
  async alert(db: Executor, communityId: string, id: string) {
    const result = await db.execute(sql`
      select n.kind, n.language,
        array(select t.language from notification_translations t where t.notification_id = n.id) as languages
      from notifications n
      where n.id = ${id} and n.community_id = ${communityId} and n.deleted_at is null`);
    return rowsOf<{ kind: string; language: string; languages: string[] }>(result)[0] ?? null;
  },
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
