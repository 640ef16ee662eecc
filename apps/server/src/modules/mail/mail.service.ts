import type { Database, Executor } from '../../db/client';
import { sendEmail } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Metrics } from '../../plugins/metrics';
import { mailRepository, type NewEmail } from './mail.repository';

export interface MailService {
  /** Stores the message and queues its delivery, in one transaction. */
  send(mail: NewEmail): Promise<string>;
  /** Stores the message and queues its delivery inside the caller's transaction (both commit with it). */
  store(tx: Executor, mail: NewEmail): Promise<string>;
  /** Queues the delivery of e-mails stored earlier again (one still pending is sent, one sent is not). */
  dispatch(ids: string[]): Promise<void>;
}

/**
 * The e-mails sent by the hundred or thousand at once: an import's invitations, the weekly summaries, the reports.
 * Every other kind is someone waiting for it (a reset, a verification, a deletion, a support answer, an alert)
 * and is sent first, whatever is queued: a kind missing from this list is transactional, never held back.
 */
const BULK_KINDS: ReadonlySet<string> = new Set([
  'community-invitation',
  'member-invitation',
  'community-summary',
  'REPORT',
]);

/** The delivery job's priority: pg-boss takes higher priorities first, then the oldest. */
export const mailPriority = (kind: string): number => (BULK_KINDS.has(kind) ? 0 : 10);

/** Stores e-mails and queues their delivery (mail.jobs.ts delivers them). */
export function createMailService(deps: {
  database: Database;
  queue: JobQueue;
  /** /metrics' count of e-mails queued (counted as stored; a rolled-back transaction's e-mail still counts). */
  metrics?: Pick<Metrics, 'emailsQueued'>;
}): MailService {
  const { database, queue } = deps;
  const db = database.db;

  const queueDelivery = (emailId: string, kind: string, tx?: Executor) =>
    queue.send(
      sendEmail,
      { emailId },
      { singletonKey: emailId, priority: mailPriority(kind), ...(tx ? { tx } : {}) },
    );

  const store = async (tx: Executor, mail: NewEmail) => {
    const id = await mailRepository.insert(tx, mail);
    await queueDelivery(id, mail.kind, tx);
    deps.metrics?.emailsQueued.inc();
    return id;
  };

  return {
    send: (mail) => db.transaction((tx) => store(tx, mail)),
    store,
    async dispatch(ids) {
      for (const { id, kind } of await mailRepository.kinds(db, ids)) await queueDelivery(id, kind);
    },
  };
}
