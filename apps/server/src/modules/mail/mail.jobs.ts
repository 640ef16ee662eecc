import type { Database } from '../../db/client';
import { sendEmail } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { mailRepository } from './mail.repository';
import type { MailTransport } from './mail.transport';
import type { Metrics } from '../../plugins/metrics';

/** Delivers stored e-mails; registered by the composition root (composition/core.ts). */
export function mailJobs(deps: {
  database: Database;
  transport: MailTransport;
  from: string;
  clock: Clock;
  /** /metrics' count of e-mails handed to the SMTP server (or written as .eml). */
  metrics?: Pick<Metrics, 'emailsSent'>;
}) {
  const db = deps.database.db;
  return [
    handle(sendEmail, async ({ emailId }) => {
      const row = await mailRepository.find(db, emailId);
      // Already delivered by an earlier try: a retry must not send it twice.
      if (!row || row.status !== 'PENDING') return;
      const attachments = await mailRepository.attachments(db, emailId);
      try {
        await deps.transport.send({
          id: row.id,
          from: deps.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments,
        });
      } catch (err) {
        await mailRepository.markAttemptFailed(db, emailId, (err as Error).message);
        throw err;
      }
      await mailRepository.markSent(db, emailId, deps.clock.now());
      deps.metrics?.emailsSent.inc();
    }),
  ];
}
