import { supportMessages, type SupportTicketDetail, type SupportTicketUpdateBody } from '@gathering/contract';
import type { Executor } from '../../db/client';
import type { ServerLanguage } from '../../i18n';
import { supportAutoClose } from '../../jobs/catalog';
import type { AuditEntry } from '../audit';
import { AUTO_CLOSE_MS, type SupportConsoleContext } from './support-console.context';
import { supportRepository as repo, type TicketRecord } from './support.repository';
import { SYSTEM_POSTER } from './support.thread';
import { detailOf, staffTicket, statusChange, type StaffCaller } from './support.tickets';

/** When a ticket moves to RESOLVED, the auto-close sweep is queued (with the move) for the day it may close. */
async function queueAutoClose(ctx: SupportConsoleContext, tx: Executor, resolvedAt: Date) {
  await ctx.queue.send(
    supportAutoClose,
    {},
    { startAfter: new Date(resolvedAt.getTime() + AUTO_CLOSE_MS + 60_000), tx },
  );
}

/** Status change and/or escalation (to the platform support team, or back), each leaving a system note. */
export async function update(
  ctx: SupportConsoleContext,
  staff: StaffCaller,
  id: string,
  body: SupportTicketUpdateBody,
  language: ServerLanguage,
): Promise<SupportTicketDetail> {
  const { db, clock, audit } = ctx;
  return db.transaction(async (tx) => {
    const found = await staffTicket(tx, staff, id);
    await repo.lockTicket(tx, found.id);
    const ticket = (await repo.findTicket(tx, found.id))!;
    const now = clock.now();
    const set: Parameters<typeof repo.updateTicket>[2] = {};
    if (body.status && body.status !== ticket.status) {
      Object.assign(set, statusChange(ticket, body.status, now));
      if (body.status === 'RESOLVED') await queueAutoClose(ctx, tx, now);
    }
    if (body.escalated !== undefined && body.escalated !== ticket.escalated) {
      Object.assign(set, { escalated: body.escalated, escalatedAt: body.escalated ? now : null });
      await repo.insertComment(tx, {
        ticketId: ticket.id,
        role: 'SYSTEM',
        authorName: SYSTEM_POSTER.name,
        authorUserId: staff.userId,
        internal: true,
        body: body.escalated ? supportMessages.escalatedNote : supportMessages.deescalatedNote,
        createdAt: now,
      });
    }
    if (Object.keys(set).length) {
      await repo.updateTicket(tx, ticket.id, { ...set, lastActivityAt: now, updatedAt: now });
      await repo.markRead(tx, ticket.id, staff.userId, now);
      await audit.record(tx, moveEntries(ticket, set));
    }
    return detailOf(tx, ticket.id, language, ctx.addresses);
  });
}

/** A ticket's move in the trail: its status (escalated back or forth is its own row), before → after. */
function moveEntries(ticket: TicketRecord, set: { status?: string; escalated?: boolean }): AuditEntry[] {
  const target = { kind: 'support_ticket', id: ticket.id };
  const entries: AuditEntry[] = [];
  if (set.status !== undefined)
    entries.push({
      communityId: ticket.communityId,
      action: 'support.status',
      target,
      before: { status: ticket.status },
      after: { status: set.status },
    });
  if (set.escalated !== undefined)
    entries.push({
      communityId: ticket.communityId,
      action: set.escalated ? 'support.escalate' : 'support.deescalate',
      target,
      before: { escalated: ticket.escalated },
      after: { escalated: set.escalated },
    });
  return entries;
}
