import { notificationMessages } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { sendingRepository } from './sending.repository';

/**
 * A restored database must not push again what the server it was backed up from may already have pushed: every
 * notification that was sending, or fell due before the restore, is marked failed with a sentence saying why
 * (administrators see it on the notification and can send it again). Later scheduled ones keep their time.
 * Answers their ids; the restore command reaches it through push-delivery/after-restore.ts, which fails their
 * pending deliveries in the same transaction.
 */
export function failDueNotifications(tx: Executor, now: Date): Promise<string[]> {
  return sendingRepository.failDueAfterRestore(tx, now, notificationMessages.notSentAfterRestore);
}
