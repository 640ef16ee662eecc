// What both sides of support share: who calls (a member or guest in the app, an administrator in a console),
// finding a ticket as the caller may see it, reading it back for them, and the rules of a thread and a status move.
import {
  supportMessages,
  type AppSupportTicket,
  type SupportTicketDetail,
  type SupportTicketStatus,
} from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { Executor } from '../../db/client';
import { translateMessage, type ServerLanguage } from '../../i18n';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { toAppTicket, toTicketDetail } from './support.mapper';
import { supportRepository as repo, type CommentRow, type TicketRecord } from './support.repository';
import { buildThread, isChain } from './support.thread';

/** Who raises and follows a ticket in the app. */
export type AppCaller =
  | {
      kind: 'member';
      userId: string;
      communityId: string;
      membershipId: string;
      name: string;
      email: string;
    }
  | { kind: 'guest'; guestId: string; communityId: string };

/** Who answers: a community's administrator (their community only) or a platform administrator (all). */
export type StaffCaller =
  | { kind: 'community'; userId: string; communityId: string; name: string; email: string }
  | { kind: 'platform'; userId: string };

const notFoundTicket = () => notFound(supportMessages.ticketNotFound);

const staffScope = (staff: StaffCaller) =>
  staff.kind === 'community' ? repo.scope.community(staff.communityId) : undefined;
export const appScope = (caller: AppCaller) =>
  caller.kind === 'member'
    ? repo.scope.member(caller.userId, caller.communityId)
    : repo.scope.guest(caller.guestId);

// System notes are stored in English (contract sentences) and read in the reader's language.
export const textOf = (language: ServerLanguage) => (row: CommentRow) =>
  row.role === 'SYSTEM' ? translateMessage(row.body, language) : row.body;

export async function staffTicket(ex: Executor, staff: StaffCaller, id: string): Promise<TicketRecord> {
  const ticket = isUuid(id) ? await repo.findTicket(ex, id, staffScope(staff)) : undefined;
  if (!ticket) throw notFoundTicket();
  return ticket;
}

export async function ownTicket(ex: Executor, caller: AppCaller, id: string): Promise<TicketRecord> {
  const ticket = isUuid(id) ? await repo.findTicket(ex, id, appScope(caller)) : undefined;
  if (!ticket) throw notFoundTicket();
  return ticket;
}

export async function detailOf(
  ex: Executor,
  id: string,
  language: ServerLanguage,
  addresses: FileAddresses,
): Promise<SupportTicketDetail> {
  const ticket = (await repo.findTicket(ex, id))!;
  const [rows, attachments] = await Promise.all([repo.comments(ex, id, true), repo.attachments(ex, id)]);
  return toTicketDetail(
    ticket,
    buildThread(rows, { forMember: false, text: textOf(language) }),
    attachments,
    addresses,
  );
}

export async function appViewOf(
  ex: Executor,
  id: string,
  language: ServerLanguage,
  addresses: FileAddresses,
): Promise<AppSupportTicket> {
  const ticket = (await repo.findTicket(ex, id))!;
  const [rows, attachments] = await Promise.all([repo.comments(ex, id, false), repo.attachments(ex, id)]);
  return toAppTicket(
    ticket,
    buildThread(rows, { forMember: true, text: textOf(language) }),
    attachments,
    addresses,
  );
}

/**
 * `parents` must name a real chain in the ticket (root first, ending with the message replied to), and a
 * message the member can read must not hang under an internal note (the member would see a broken thread).
 */
export async function checkParents(ex: Executor, ticketId: string, parents: string[], internal: boolean) {
  if (parents.length === 0) return;
  const parent = await repo.findComment(ex, ticketId, parents[parents.length - 1]);
  if (!isChain(parents, parent)) throw badRequest(supportMessages.parentsInvalid, 'parents');
  if (parent!.internal && !internal) throw badRequest(supportMessages.internalParent, 'parents');
}

/** Status fields that go with a move to `status` (response and resolution times). */
export function statusChange(ticket: TicketRecord, status: SupportTicketStatus, now: Date) {
  const resolved = status === 'RESOLVED' || status === 'CLOSED';
  return {
    status,
    // Resolution time counts to the last resolution; a reopened ticket starts again.
    resolvedAt: resolved ? (ticket.resolvedAt ?? now) : null,
  };
}
