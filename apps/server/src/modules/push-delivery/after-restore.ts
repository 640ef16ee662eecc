import { notificationMessages } from '@gathering/contract';
import type { Database } from '../../db/client';
import { failDueNotifications } from '../push-compose';
import { deliveriesRepository } from './deliveries.repository';

/**
 * After a restore, before any server starts on the database (ops/restore.ts): the notifications that were sending
 * or fell due are failed (push-compose/after-restore.ts), and their deliveries still pending with them, so the
 * start-up resume sends nothing the backed-up server may have sent. Answers how many notifications.
 */
export async function failNotificationsDueAfterRestore(database: Database, now: Date): Promise<number> {
  return database.db.transaction(async (tx) => {
    const ids = await failDueNotifications(tx, now);
    await deliveriesRepository.failPendingOf(tx, ids, notificationMessages.notSentAfterRestore);
    return ids.length;
  });
}
