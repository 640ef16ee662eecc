import type { Database, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { SEND_EMAIL_JOB } from './mail.jobs';
import { mailRepository, type NewEmail } from './mail.repository';

export interface MailService {
  /** Stores the message and queues its delivery. */
  send(mail: NewEmail): Promise<string>;
  /** Stores the message inside a caller's transaction; call dispatch() with the id after commit. */
  store(tx: Executor, mail: NewEmail): Promise<string>;
  dispatch(ids: string[]): Promise<void>;
}

/** Stores e-mails and queues their delivery (mail.jobs.ts delivers them). */
export function createMailService(deps: { database: Database; queue: JobQueue }): MailService {
  const { database, queue } = deps;
  const db = database.db;

  const dispatch = async (ids: string[]) => {
    for (const emailId of ids) await queue.send(SEND_EMAIL_JOB, { emailId }, { singletonKey: emailId });
  };

  return {
    async send(mail) {
      const id = await mailRepository.insert(db, mail);
      await dispatch([id]);
      return id;
    },
    store: (tx, mail) => mailRepository.insert(tx, mail),
    dispatch,
  };
}
