// The e-mails an import sends (each a job of its own): invitations to join for accounts that exist already, and
// links to choose a password for the accounts it created.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { renderActionMail, type MailService } from '../mail';
import { mailLanguage, translator } from '../../i18n';
import type { CommunitiesRepository } from '../communities';
import type { InvitationsRepository, PublicRepository } from '../public';
import { importRepository } from './members-import.repository';
import { chunks } from './members-import.classify';

const INVITATION_DAYS = 7;

export function createImportInvitations(deps: {
  database: Database;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
  /** The public module's one-time links (invitations to join, links to choose a password). */
  links: Pick<InvitationsRepository, 'hasLive' | 'create'> & Pick<PublicRepository, 'createToken'>;
  /** The communities module's names (the invitations' sender). */
  communities: Pick<CommunitiesRepository, 'findName'>;
}) {
  const { clock } = deps;
  const db = deps.database.db;

  return {
    /**
     * Invitations of existing accounts (consent to join): "Join <community> on Gathering" with a single-use link
     * to accept or decline, valid for a week. Someone whose invitation is still pending or was answered gets none.
     */
    async inviteToJoin(communityId: string, userIds: string[]): Promise<void> {
      const community = (await deps.communities.findName(db, communityId)) ?? 'Gathering';
      const now = clock.now();
      const targets = await importRepository.pendingInvitees(db, communityId, userIds);
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
      for (const u of targets) {
        if (await deps.links.hasLive(db, u.id, communityId, now)) continue;
        const language = mailLanguage(u.locale);
        const t = translator(language);
        const token = randomToken();
        // The invitation and its e-mail (with its delivery job) commit together.
        await db.transaction(async (tx) => {
          await deps.links.create(tx, {
            tokenHash: sha256(token),
            userId: u.id,
            communityId,
            email: u.email,
            expiresAt,
          });
          await deps.mail.store(tx, {
            kind: 'community-invitation',
            to: u.email,
            // They already have an account: the invitation speaks the language they chose.
            ...renderActionMail({
              subject: t('emails.join.subject', { community }),
              greeting: u.firstName
                ? t('emails.greeting', { name: u.firstName })
                : t('emails.greetingAnonymous'),
              lines: [
                t('emails.join.line1', { community }),
                t('emails.join.line2', { days: INVITATION_DAYS }),
              ],
              action: { label: t('emails.join.action'), url: `${deps.publicUrl}/invitations/${token}` },
              footer: t('emails.join.footer'),
              sender: community,
              language,
            }),
          });
        });
      }
    },

    /**
     * Invitation e-mails: a link to choose a password (the reset page), valid for a week. Each speaks the
     * recipient's language; a new account has none yet, so the inviting administrator's (`invitedBy`) is used,
     * else English.
     */
    async invite(communityId: string, userIds: string[], invitedBy?: string): Promise<void> {
      const community = (await deps.communities.findName(db, communityId)) ?? 'Gathering';
      const inviterLocale = invitedBy ? await importRepository.userLocale(db, invitedBy) : null;
      const done = await importRepository.alreadyInvited(db, communityId, userIds);
      const targets = (await importRepository.invitationTargets(db, communityId, userIds)).filter(
        (u) => !done.has(u.id),
      );
      const expiresAt = new Date(clock.now().getTime() + INVITATION_DAYS * 86_400_000);
      for (const part of chunks(targets, 100)) {
        // Each link and its e-mail (with its delivery job) commit together.
        await db.transaction(async (tx) => {
          for (const u of part) {
            const language = mailLanguage(u.locale ?? inviterLocale);
            const t = translator(language);
            const token = randomToken();
            await deps.links.createToken(tx, {
              purpose: 'RESET',
              tokenHash: sha256(token),
              userId: u.id,
              communityId,
              email: u.email,
              expiresAt,
            });
            await deps.mail.store(tx, {
              kind: 'member-invitation',
              to: u.email,
              ...renderActionMail({
                subject: t('emails.invite.subject', { community }),
                greeting: u.firstName
                  ? t('emails.greeting', { name: u.firstName })
                  : t('emails.greetingAnonymous'),
                lines: [
                  t('emails.invite.line1', { community }),
                  t('emails.invite.line2', { days: INVITATION_DAYS }),
                ],
                // ?invite=1: the page says 'Set your password' to someone who never had one (issue 10 #11).
                action: {
                  label: t('emails.invite.action'),
                  url: `${deps.publicUrl}/password-reset/${token}?invite=1`,
                },
                footer: t('emails.invite.footer'),
                sender: community,
                language,
              }),
            });
          }
        });
      }
    },
  };
}
