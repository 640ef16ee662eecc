import { randomUUID } from 'node:crypto';
import type { SupportTicketDetail } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { mailLanguage, type ServerLanguage } from '../../i18n';
import { pushToMember } from '../../jobs/catalog';
import type { SupportConsoleContext } from './support-console.context';
import { renderAnswerMail } from './support.mail';
import { supportRepository as repo, type TicketRecord } from './support.repository';
import { SUPPORT_TEAM_POSTER, buildThread } from './support.thread';
import { checkParents, detailOf, staffTicket, textOf, type StaffCaller } from './support.tickets';

/**
 * An administrator's comment (no parents) or reply. Community administrators post as themselves, platform
 * administrators as the fixed support team. A public answer is the first response if none came before,
 * moves OPEN to PENDING_MEMBER and is e-mailed (and pushed) to the member; an internal note is neither.
 * The e-mail and the push are queued in the answer's transaction: committed with it, or not at all.
 */
export async function comment(
  ctx: SupportConsoleContext,
  staff: StaffCaller,
  id: string,
  body: { message: string; internal: boolean; parents?: string[] },
  language: ServerLanguage,
): Promise<SupportTicketDetail> {
  const { db, clock, queue, audit } = ctx;
  const parents = body.parents ?? [];
  return db.transaction(async (tx) => {
    const found = await staffTicket(tx, staff, id);
    await repo.lockTicket(tx, found.id);
    const ticket = (await repo.findTicket(tx, found.id))!;
    await checkParents(tx, ticket.id, parents, body.internal);
    const now = clock.now();
    const author =
      staff.kind === 'community'
        ? { role: 'COMMUNITY_ADMIN', authorName: staff.name, authorEmail: staff.email }
        : {
            role: 'SUPPORT_TEAM',
            authorName: SUPPORT_TEAM_POSTER.name,
            authorEmail: SUPPORT_TEAM_POSTER.email,
          };
    const row = await repo.insertComment(tx, {
      ticketId: ticket.id,
      parents,
      ...author,
      authorUserId: staff.userId,
      internal: body.internal,
      body: body.message,
      createdAt: now,
    });
    const answered = !body.internal;
    const status = answered && ticket.status === 'OPEN' ? 'PENDING_MEMBER' : ticket.status;
    await repo.updateTicket(tx, ticket.id, {
      ...(status !== ticket.status ? { status } : {}),
      ...(answered && !ticket.firstResponseAt ? { firstResponseAt: now } : {}),
      lastActivityAt: now,
      updatedAt: now,
    });
    // Who answered, even when the member sees "the support team"; the words stay in the ticket, not the trail.
    await audit.record(tx, {
      communityId: ticket.communityId,
      action: body.internal ? 'support.note' : 'support.answer',
      target: { kind: 'support_ticket', id: ticket.id },
      before: { status: ticket.status },
      after: { status },
      details: { commentId: row.id, reply: parents.length > 0, postedAs: row.authorName },
    });
    await repo.markRead(tx, ticket.id, staff.userId, now);
    if (answered) await storeAnswerMail(ctx, tx, ticket, row.id);
    // A member (not a guest) is also told on their phone, by the push-compose module's job.
    if (answered && ticket.userId)
      await queue.send(
        pushToMember,
        {
          requestId: randomUUID(),
          communityId: ticket.communityId,
          userId: ticket.userId,
          title: row.authorName,
          body: row.body,
        },
        { tx },
      );
    return detailOf(tx, ticket.id, language, ctx.addresses);
  });
}

/** The answer e-mail, stored (and its delivery queued) in the comment's transaction, in the member's language. */
async function storeAnswerMail(
  ctx: SupportConsoleContext,
  tx: Executor,
  ticket: TicketRecord,
  commentId: string,
): Promise<string | null> {
  const to = ticket.memberEmail ?? ticket.contactEmail;
  if (!to) return null;
  const language = mailLanguage(ticket.userId ? ticket.memberLocale : null);
  const thread = buildThread(await repo.comments(tx, ticket.id, false), {
    forMember: true,
    text: textOf(language),
  });
  const answer = findComment(thread, commentId);
  if (!answer) return null;
  return ctx.mail.store(tx, {
    kind: 'support-answer',
    to,
    ...renderAnswerMail({
      language,
      community: ticket.communityName,
      memberName: ticket.memberFirstName || null,
      answer,
      thread,
    }),
  });
}

function findComment<T extends { id: string; replies: T[] }>(list: T[], id: string): T | undefined {
  for (const c of list) {
    if (c.id === id) return c;
    const inner = findComment(c.replies, id);
    if (inner) return inner;
  }
  return undefined;
}
