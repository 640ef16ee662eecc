import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { renderActionMail, type MailService } from '../mail';
import { mailLanguage, translator } from '../../i18n';
import type { CommunitiesRepository } from '../communities';
import { publicRepository, type TokenPurpose } from './public.repository';

const LIFETIME_MS: Record<TokenPurpose, number> = {
  RESET: 30 * 60_000,
  VERIFY: 7 * 86_400_000,
  DELETION: 24 * 3_600_000,
};

const DEFAULT_SENDER = 'Gathering';

interface Recipient {
  id: string;
  email: string;
  firstName: string;
  /** The language the user chose; their e-mails are written in it (English until they choose). */
  locale?: string | null;
}

/** The e-mails that carry a single-use link: password reset, e-mail verification, deletion confirmation. */
export function createAccountEmails(deps: {
  database: Database;
  mail: MailService;
  publicUrl: string;
  clock: Clock;
  /** The communities module's names (the sender of a community's e-mails). */
  communities: Pick<CommunitiesRepository, 'findName'>;
}) {
  const db = deps.database.db;

  async function issue(purpose: TokenPurpose, user: Recipient, communityId: string | null): Promise<string> {
    const token = randomToken();
    await publicRepository.createToken(db, {
      purpose,
      tokenHash: sha256(token),
      userId: user.id,
      communityId,
      email: user.email,
      expiresAt: new Date(deps.clock.now().getTime() + LIFETIME_MS[purpose]),
    });
    return token;
  }

  async function communityName(userId: string, communityId: string | null) {
    const name = communityId
      ? await deps.communities.findName(db, communityId)
      : await publicRepository.findFirstCommunityName(db, userId);
    return name ?? DEFAULT_SENDER;
  }

  /** The words of an e-mail to this user, in their language. */
  const wordsFor = (u: Recipient) => {
    const language = mailLanguage(u.locale);
    const t = translator(language);
    const greeting = u.firstName
      ? t('emails.greeting', { name: u.firstName })
      : t('emails.greetingAnonymous');
    return { language, t, greeting };
  };

  return {
    async sendReset(user: Recipient) {
      const token = await issue('RESET', user, null);
      const sender = await communityName(user.id, null);
      const { language, t, greeting } = wordsFor(user);
      await deps.mail.send({
        kind: 'password-reset',
        to: user.email,
        ...renderActionMail({
          subject: t('emails.reset.subject', { sender }),
          greeting,
          lines: [t('emails.reset.line1'), t('emails.reset.line2')],
          action: { label: t('emails.reset.action'), url: `${deps.publicUrl}/password-reset/${token}` },
          footer: t('emails.reset.footer'),
          sender,
          language,
        }),
      });
    },

    async sendVerification(userId: string, communityId: string | null = null) {
      const user = await publicRepository.findUser(db, userId);
      if (!user) return;
      const token = await issue('VERIFY', user, communityId);
      const sender = await communityName(user.id, communityId);
      const { language, t, greeting } = wordsFor(user);
      await deps.mail.send({
        kind: 'email-verification',
        to: user.email,
        ...renderActionMail({
          subject: t('emails.verification.subject', { sender }),
          greeting,
          lines: [t('emails.verification.line1', { email: user.email }), t('emails.verification.line2')],
          action: {
            label: t('emails.verification.action'),
            url: `${deps.publicUrl}/email-verification/${token}`,
          },
          footer: t('emails.verification.footer'),
          sender,
          language,
        }),
      });
    },

    async sendDeletion(user: Recipient, community: { id: string; name: string }) {
      const token = await issue('DELETION', user, community.id);
      const { language, t, greeting } = wordsFor(user);
      const vars = { community: community.name };
      await deps.mail.send({
        kind: 'deletion-confirmation',
        to: user.email,
        ...renderActionMail({
          subject: t('emails.deletion.subject', vars),
          greeting,
          lines: [t('emails.deletion.line1', vars), t('emails.deletion.line2')],
          action: {
            label: t('emails.deletion.action'),
            url: `${deps.publicUrl}/deletion-confirmation/${token}`,
          },
          footer: t('emails.deletion.footer'),
          sender: community.name,
          language,
        }),
      });
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
