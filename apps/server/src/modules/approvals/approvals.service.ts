import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileAddresses } from '../../lib/files/storage';
import {
  contentMessages,
  type ApprovalDecisionBody,
  type ApprovalReview,
  type AttachmentRecord,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { renderActionMail, type MailService } from '../mail';
import type { documentApprovals, feedItems } from '../../db/schema';
import type { CommunitiesRepository } from '../communities';
import { approvalsRepository as repo } from './approvals.repository';

/** How long an e-mailed review link works. Long enough for a board that meets every other week. */
export const APPROVAL_LINK_DAYS = 14;

type ApprovalRow = typeof documentApprovals.$inferSelect;
type ItemRow = typeof feedItems.$inferSelect;

/**
 * Reviewers have no account, so the link itself is the credential: `<approval id>.<expiry>.<HMAC>` signed with a
 * key derived from the server secret. No token is stored; removing the reviewer from the document (the row goes)
 * or the expiry ends the link.
 */
export function createApprovalTokens(secret: string) {
  const key = createHmac('sha256', secret).update('gathering document approval v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(approvalId: string, expiresAt: Date): string {
      const payload = `${approvalId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token: string, now: Date): { approvalId: string; expiresAt: Date } | null {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [approvalId, exp, mac] = parts;
      const expected = Buffer.from(sign(`${approvalId}.${exp}`));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const expiresAt = new Date(Number(exp) * 1000);
      if (!(expiresAt > now)) return null;
      return { approvalId, expiresAt };
    },
  };
}

export function createApprovalsService(deps: {
  database: Database;
  mail: MailService;
  clock: Clock;
  publicUrl: string;
  secret: string;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  /** The communities module's names (for the review e-mail's sender). */
  communities: Pick<CommunitiesRepository, 'findName'>;
}) {
  const { mail, clock } = deps;
  const db = deps.database.db;
  const tokens = createApprovalTokens(deps.secret);

  async function load(token: string) {
    const now = clock.now();
    const claim = tokens.verify(token, now);
    const row = claim && (await repo.findForReview(db, claim.approvalId));
    if (!claim || !row) throw badRequest(contentMessages.approvalLinkInvalid, 'token');
    return { ...row, expiresAt: claim.expiresAt };
  }

  return {
    /** Stores one review e-mail per new reviewer inside the save's transaction; answers the ids to dispatch. */
    async invite(tx: Executor, item: ItemRow, added: ApprovalRow[]): Promise<string[]> {
      if (added.length === 0) return [];
      const community = (await deps.communities.findName(tx, item.communityId)) ?? 'Gathering';
      const expiresAt = new Date(clock.now().getTime() + APPROVAL_LINK_DAYS * 86_400_000);
      const ids: string[] = [];
      for (const a of added) {
        const url = `${deps.publicUrl}/document-review/${tokens.issue(a.id, expiresAt)}`;
        ids.push(
          await mail.store(tx, {
            kind: 'document-approval',
            to: a.email,
            ...renderActionMail({
              subject: `${community}: please review "${item.headline}"`,
              greeting: 'Hello,',
              lines: [
                `${community} asks you to review the document "${item.headline}" before it is published.`,
                `Follow the link below to read it and approve or reject it with a comment. No account is needed; the link works for ${APPROVAL_LINK_DAYS} days.`,
              ],
              action: { label: 'Review the document', url },
              footer: 'If you did not expect this request, you can ignore this message.',
              sender: community,
            }),
          }),
        );
      }
      return ids;
    },

    async review(token: string): Promise<ApprovalReview> {
      const r = await load(token);
      const file: AttachmentRecord | null = r.file
        ? {
            id: r.file.id,
            filePath: r.file.filePath,
            mimeType: r.file.mimeType,
            fileSize: r.file.fileSize,
            originalName: r.file.originalName,
            fileName: r.file.fileName,
            fileUrl: deps.addresses.publicAddress(r.file.fileUrl),
            displayName: r.file.displayName,
          }
        : null;
      return {
        community: r.community,
        headline: r.item.headline,
        tagline: r.item.tagline,
        email: r.approval.email,
        status: r.approval.status as ApprovalReview['status'],
        comments: r.approval.comments,
        attachment: file,
        expiresAt: r.expiresAt.toISOString(),
      };
    },

    async decide(token: string, body: ApprovalDecisionBody): Promise<void> {
      const r = await load(token);
      if (!(await repo.decide(db, r.approval.id, body.status, body.comments, clock.now())))
        throw conflict(contentMessages.approvalAlreadyDecided);
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
