import { mailLanguage, translator } from '../../i18n';
import { renderActionMail } from '../mail';

/** "Your export is ready", in the requester's language, pointing at the console's export page (no token in it). */
export function readyMail(opts: {
  to: { email: string; firstName: string; locale: string | null };
  community: string;
  language: string;
  publicUrl: string;
}) {
  const language = mailLanguage(opts.to.locale ?? opts.language);
  const t = translator(language);
  const vars = { community: opts.community };
  return {
    kind: 'community-export',
    to: opts.to.email,
    ...renderActionMail({
      subject: t('emails.communityExport.subject', vars),
      greeting: opts.to.firstName
        ? t('emails.greeting', { name: opts.to.firstName })
        : t('emails.greetingAnonymous'),
      lines: [t('emails.communityExport.line1', vars), t('emails.communityExport.line2')],
      action: {
        label: t('emails.communityExport.action'),
        url: `${opts.publicUrl}/admin/settings/export`,
      },
      footer: t('emails.communityExport.footer', vars),
      sender: 'Gathering',
      language,
    }),
  };
}
