import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { MailService } from '../mail/mail.service';
import { renderActionMail } from '../mail/mail.templates';
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
}

/** The e-mails that carry a single-use link: password reset, e-mail verification, deletion confirmation. */
export function createAccountEmails(deps: {
  database: Database;
  mail: MailService;
  publicUrl: string;
  clock: Clock;
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
      ? await publicRepository.findCommunityName(db, communityId)
      : await publicRepository.findFirstCommunityName(db, userId);
    return name ?? DEFAULT_SENDER;
  }

  const greet = (u: Recipient) => (u.firstName ? `Hello ${u.firstName},` : 'Hello,');

  return {
    async sendReset(user: Recipient) {
      const token = await issue('RESET', user, null);
      const sender = await communityName(user.id, null);
      await deps.mail.send({
        kind: 'password-reset',
        to: user.email,
        ...renderActionMail({
          subject: `${sender}: reset your password`,
          greeting: greet(user),
          lines: [
            'We received a request to reset the password of your account.',
            'The link below works once, for 30 minutes.',
          ],
          action: { label: 'Reset my password', url: `${deps.publicUrl}/password-reset/${token}` },
          footer: 'If you did not ask for this, ignore this message: your password stays as it is.',
          sender,
        }),
      });
    },

    async sendVerification(userId: string, communityId: string | null = null) {
      const user = await publicRepository.findUser(db, userId);
      if (!user) return;
      const token = await issue('VERIFY', user, communityId);
      const sender = await communityName(user.id, communityId);
      await deps.mail.send({
        kind: 'email-verification',
        to: user.email,
        ...renderActionMail({
          subject: `${sender}: verify your e-mail address`,
          greeting: greet(user),
          lines: [
            `Please confirm that ${user.email} is your e-mail address.`,
            'The link below works for 7 days.',
          ],
          action: { label: 'Verify my e-mail', url: `${deps.publicUrl}/email-verification/${token}` },
          footer: 'If you did not create an account, you can ignore this message.',
          sender,
        }),
      });
    },

    async sendDeletion(user: Recipient, community: { id: string; name: string }) {
      const token = await issue('DELETION', user, community.id);
      await deps.mail.send({
        kind: 'deletion-confirmation',
        to: user.email,
        ...renderActionMail({
          subject: `${community.name}: confirm the deletion of your app user`,
          greeting: greet(user),
          lines: [
            `We received a request to delete your app user in ${community.name}.`,
            'Following the link below removes you from this community and erases your personal data there. It works once, for 24 hours.',
          ],
          action: { label: 'Delete my app user', url: `${deps.publicUrl}/deletion-confirmation/${token}` },
          footer: 'If you did not ask for this, ignore this message and nothing will change.',
          sender: community.name,
        }),
      });
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
