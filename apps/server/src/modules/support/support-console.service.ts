// The consoles' side of support: a community's administrators (their community's tickets) and the platform's
// (every community's, and the escalated ones) list, read, answer and move tickets; and the sweep that closes
// resolved tickets nobody reopened.
import { randomUUID } from 'node:crypto';
import type { FileAddresses } from '../../lib/files/storage';
import {
  SUPPORT_AUTO_CLOSE_DAYS,
  supportMessages,
  type SupportFigures,
  type SupportFiguresPage,
  type SupportTicketDetail,
  type SupportTicketsPage,
  type SupportTicketStatus,
  type SupportTicketUpdateBody,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { mailLanguage, type ServerLanguage } from '../../i18n';
import { pushToMember, supportAutoClose } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { pageMeta } from '../../lib/paging';
import type { MailService } from '../mail';
import type { AuditEntry, AuditRecorder } from '../audit';
import { renderAnswerMail } from './support.mail';
import { toTicketRow } from './support.mapper';
import {
  supportRepository as repo,
  type FiguresSort,
  type TicketRecord,
  type TicketSort,
} from './support.repository';
import { SUPPORT_TEAM_POSTER, SYSTEM_POSTER, buildThread } from './support.thread';
import {
  checkParents,
  detailOf,
  staffTicket,
  statusChange,
  textOf,
  type StaffCaller,
} from './support.tickets';

const DAY = 86_400_000;

export function createSupportConsoleService(deps: {
  database: Database;
  clock: Clock;
  mail: MailService;
  queue: JobQueue;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  /** The audit trail: administrators' answers, notes and ticket moves, in their transaction. */
  audit: AuditRecorder;
}) {
  const { clock, mail, queue, audit } = deps;
  const db = deps.database.db;

  /** When a ticket moves to RESOLVED, the auto-close sweep is queued (with the move) for the day it may close. */
  async function queueAutoClose(tx: Executor, resolvedAt: Date) {
    await queue.send(
      supportAutoClose,
      {},
      { startAfter: new Date(resolvedAt.getTime() + SUPPORT_AUTO_CLOSE_DAYS * DAY + 60_000), tx },
    );
  }

  return {
    async list(
      staff: StaffCaller,
      q: {
        offset: number;
        limit: number;
        filter: TicketSort;
        dir: 'asc' | 'desc';
        search?: string;
        status?: SupportTicketStatus;
        escalated?: boolean;
        communityId?: string;
      },
    ): Promise<SupportTicketsPage> {
      const { rows, total } = await repo.listForConsole(db, {
        userId: staff.userId,
        communityId: staff.kind === 'community' ? staff.communityId : q.communityId,
        status: q.status,
        escalated: q.escalated,
        search: q.search || undefined,
        sort: q.filter,
        dir: q.dir,
        limit: q.limit,
        page: q.offset,
      });
      return {
        data: rows.map((r) => toTicketRow(r, deps.addresses)),
        meta: pageMeta(q.offset, q.limit, total),
      };
    },

    /** The nav badge: unread tickets of the community, or for the platform the unread escalated ones. */
    async unread(staff: StaffCaller): Promise<{ unread: number }> {
      const scope =
        staff.kind === 'community' ? repo.scope.community(staff.communityId) : repo.scope.escalatedOpen();
      return { unread: await repo.countUnread(db, staff.userId, scope) };
    },

    async communityFigures(communityId: string): Promise<SupportFigures> {
      const { rows } = await repo.figures(db, {
        communityId,
        sort: 'community',
        dir: 'asc',
        limit: 1,
        page: 0,
      });
      return figuresOf(rows[0], deps.addresses);
    },

    async figuresPage(q: {
      offset: number;
      limit: number;
      filter: FiguresSort;
      dir: 'asc' | 'desc';
      search?: string;
    }): Promise<SupportFiguresPage> {
      const { rows, total } = await repo.figures(db, {
        search: q.search || undefined,
        sort: q.filter,
        dir: q.dir,
        limit: q.limit,
        page: q.offset,
      });
      return {
        data: rows.map((r) => figuresOf(r, deps.addresses)),
        meta: pageMeta(q.offset, q.limit, total),
      };
    },

    /** The ticket with everything, internal notes included; opening it marks it read for this administrator. */
    async detail(staff: StaffCaller, id: string, language: ServerLanguage): Promise<SupportTicketDetail> {
      const ticket = await staffTicket(db, staff, id);
      await repo.markRead(db, ticket.id, staff.userId, clock.now());
      return detailOf(db, ticket.id, language, deps.addresses);
    },

    /**
     * An administrator's comment (no parents) or reply. Community administrators post as themselves, platform
     * administrators as the fixed support team. A public answer is the first response if none came before,
     * moves OPEN to PENDING_MEMBER and is e-mailed (and pushed) to the member; an internal note is neither.
     * The e-mail and the push are queued in the answer's transaction: committed with it, or not at all.
     */
    async comment(
      staff: StaffCaller,
      id: string,
      body: { message: string; internal: boolean; parents?: string[] },
      language: ServerLanguage,
    ): Promise<SupportTicketDetail> {
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
        if (answered) await storeAnswerMail(tx, ticket, row.id);
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
        return detailOf(tx, ticket.id, language, deps.addresses);
      });
    },

    /** Status change and/or escalation (to the platform support team, or back), each leaving a system note. */
    async update(
      staff: StaffCaller,
      id: string,
      body: SupportTicketUpdateBody,
      language: ServerLanguage,
    ): Promise<SupportTicketDetail> {
      return db.transaction(async (tx) => {
        const found = await staffTicket(tx, staff, id);
        await repo.lockTicket(tx, found.id);
        const ticket = (await repo.findTicket(tx, found.id))!;
        const now = clock.now();
        const set: Parameters<typeof repo.updateTicket>[2] = {};
        if (body.status && body.status !== ticket.status) {
          Object.assign(set, statusChange(ticket, body.status, now));
          if (body.status === 'RESOLVED') await queueAutoClose(tx, now);
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
        return detailOf(tx, ticket.id, language, deps.addresses);
      });
    },

    /** Closes RESOLVED tickets without a member reply for 14 days, each with a system note. Answers how many. */
    async autoClose(): Promise<number> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - SUPPORT_AUTO_CLOSE_DAYS * DAY);
      return db.transaction(async (tx) => {
        const ids = await repo.closeStale(tx, cutoff, now);
        for (const ticketId of ids)
          await repo.insertComment(tx, {
            ticketId,
            role: 'SYSTEM',
            authorName: SYSTEM_POSTER.name,
            body: supportMessages.autoClosedNote,
            createdAt: now,
          });
        return ids.length;
      });
    },
  };

  /** The answer e-mail, stored (and its delivery queued) in the comment's transaction, in the member's language. */
  async function storeAnswerMail(
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
    return mail.store(tx, {
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

function findComment<T extends { id: string; replies: T[] }>(list: T[], id: string): T | undefined {
  for (const c of list) {
    if (c.id === id) return c;
    const inner = findComment(c.replies, id);
    if (inner) return inner;
  }
  return undefined;
}

function figuresOf(
  row: {
    communityId: string;
    community: string;
    logo: string | null;
    open: number;
    total: number;
    escalated: number;
    averageFirstResponseSeconds: number | null;
    averageResolutionSeconds: number | null;
  },
  addresses: FileAddresses,
): SupportFigures {
  return {
    communityDetails: {
      communityId: row.communityId,
      community: row.community,
      logo: addresses.publicAddressOrNull(row.logo),
    },
    open: row.open,
    total: row.total,
    escalated: row.escalated,
    averageFirstResponseSeconds: row.averageFirstResponseSeconds,
    averageResolutionSeconds: row.averageResolutionSeconds,
  };
}
