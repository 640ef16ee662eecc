import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { defineJob, type JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { mailRepository, type NewEmail } from './mail.repository';
import type { MailTransport } from './mail.transport';

export const SEND_EMAIL_JOB = 'email.send';

export interface MailService {
  /** Stores the message and queues its delivery. */
  send(mail: NewEmail): Promise<string>;
  /** Stores the message inside a caller's transaction; call dispatch() with the id after commit. */
  store(tx: Executor, mail: NewEmail): Promise<string>;
  dispatch(ids: string[]): Promise<void>;
}

export function createMailService(deps: {
  database: Database;
  queue: JobQueue;
  transport: MailTransport;
  from: string;
  clock: Clock;
}): MailService {
  const { database, queue, transport, clock } = deps;
  const db = database.db;

  queue.register([
    defineJob({
      name: SEND_EMAIL_JOB,
      schema: z.object({ emailId: z.uuid() }),
      retryLimit: 8,
      retryDelaySeconds: 30,
      // Dispatching one e-mail twice queues it once (keyed by its id); the status check covers the rest.
      policy: 'stately',
      async handler({ emailId }) {
        const row = await mailRepository.find(db, emailId);
        // Already delivered by an earlier try: a retry must not send it twice.
        if (!row || row.status !== 'PENDING') return;
        try {
          await transport.send({
            id: row.id,
            from: deps.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
          });
        } catch (err) {
          await mailRepository.markAttemptFailed(db, emailId, (err as Error).message);
          throw err;
        }
        await mailRepository.markSent(db, emailId, clock.now());
      },
    }),
  ]);

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
