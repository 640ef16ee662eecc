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

/** Stores e-mails and queues their delivery (mail.jobs.ts delivers them). */
export function createMailService(deps: {
  database: Database;
  queue: JobQueue;
  /** /metrics' count of e-mails queued (counted as stored; a rolled-back transaction's e-mail still counts). */
  metrics?: Pick<Metrics, 'emailsQueued'>;
}): MailService {
  const { database, queue } = deps;
  const db = database.db;

  const queueDelivery = (emailId: string, tx?: Executor) =>
    queue.send(sendEmail, { emailId }, { singletonKey: emailId, ...(tx ? { tx } : {}) });

  const store = async (tx: Executor, mail: NewEmail) => {
    const id = await mailRepository.insert(tx, mail);
    await queueDelivery(id, tx);
    deps.metrics?.emailsQueued.inc();
    return id;
  };

  return {
    send: (mail) => db.transaction((tx) => store(tx, mail)),
    store,
    async dispatch(ids) {
      for (const emailId of ids) await queueDelivery(emailId);
    },
  };
}
