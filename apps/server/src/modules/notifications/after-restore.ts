import { notificationMessages } from '@gathering/contract';
import type { Database } from '../../db/client';
import { deliveriesRepository } from './deliveries.repository';

/**
 * A restored database must not push again what the server it was backed up from may already have pushed: every
 * notification that was sending, or fell due before the restore, is marked failed with a sentence saying why
 * (administrators see it on the notification and can send it again). Later scheduled ones keep their time.
 * Called by the restore command (ops/restore.ts) before any server starts on the database.
 */
export async function failNotificationsDueAfterRestore(database: Database, now: Date): Promise<number> {
  return deliveriesRepository.failDueAfterRestore(database.db, now, notificationMessages.notSentAfterRestore);
}
