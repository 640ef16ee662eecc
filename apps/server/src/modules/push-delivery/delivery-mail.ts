import type { Executor } from '../../db/client';
import { mailLanguage, translator } from '../../i18n';
import { renderActionMail, type MailService } from '../mail';
import type { CommunitiesRepository } from '../communities';
import type { SendingCommunity } from './delivery';
import type { NotificationRecord } from '../push-compose';

/**
 * The e-mail to a community's administrators when a send stopped on its push credentials: sent once per
 * notification (the delivery job calls it only from the run that moved the notification to FAILED).
 */
export function credentialsFailureMail(deps: {
  mail: MailService;
  publicUrl: string;
  /** Whom to tell: the communities module's list of a community's active administrators. */
  administrators: Pick<CommunitiesRepository, 'activeAdministrators'>;
}) {
  return async (tx: Executor, n: NotificationRecord, c: SendingCommunity, reason: string) => {
    const admins = await deps.administrators.activeAdministrators(tx, c.id);
    for (const admin of admins) {
      const language = mailLanguage(admin.locale);
      const t = translator(language);
      const vars = { community: c.name, title: n.title, reason };
      await deps.mail.store(tx, {
        kind: 'push-failed',
        to: admin.email,
        ...renderActionMail({
          subject: t('emails.pushFailed.subject', vars),
          greeting: admin.firstName
            ? t('emails.greeting', { name: admin.firstName })
            : t('emails.greetingAnonymous'),
          lines: [t('emails.pushFailed.line1', vars), t('emails.pushFailed.line2', vars)],
          action: {
            label: t('emails.pushFailed.action'),
            url: `${deps.publicUrl}/admin/notifications/${n.id}`,
          },
          footer: t('emails.pushFailed.footer', vars),
          sender: 'Gathering',
          language,
        }),
      });
    }
  };
}
