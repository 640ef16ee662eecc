import { randomBytes, randomUUID } from 'node:crypto';
import {
  SUPPORT_AUTO_CLOSE_DAYS,
  SUPPORT_SCREENSHOT_TYPES,
  SUPPORT_SCREENSHOTS_PER_TICKET,
  supportMessages,
  type AppSupportCommentBody,
  type AppSupportTicket,
  type AppSupportTicketCreateBody,
  type AppSupportTicketsPage,
  type SupportFigures,
  type SupportFiguresPage,
  type SupportTicketDetail,
  type SupportTicketStatus,
  type SupportTicketsPage,
  type SupportTicketUpdateBody,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { mailLanguage, translateMessage, type ServerLanguage } from '../../i18n';
import { pushToMember, supportAutoClose } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { isUuid } from '../../lib/uuid';
import type { MailService } from '../mail';
import type { Storage } from '../../lib/files/storage';
import { detectFileType } from '../../lib/files/file-type';
import { renderAnswerMail } from './support.mail';
import { toAppRow, toAppTicket, toTicketDetail, toTicketRow } from './support.mapper';
import {
  supportRepository as repo,
  type CommentRow,
  type FiguresSort,
  type TicketRecord,
  type TicketSort,
} from './support.repository';
import { SUPPORT_TEAM_POSTER, SYSTEM_POSTER, buildThread, isChain } from './support.thread';

const DAY = 86_400_000;

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

export function createSupportService(deps: {
  database: Database;
  clock: Clock;
  mail: MailService;
  queue: JobQueue;
  storage: Storage;
}) {
  const { clock, mail, queue, storage } = deps;
  const db = deps.database.db;

  const notFoundTicket = () => notFound(supportMessages.ticketNotFound);

  const staffScope = (staff: StaffCaller) =>
    staff.kind === 'community' ? repo.scope.community(staff.communityId) : undefined;
  const appScope = (caller: AppCaller) =>
    caller.kind === 'member'
      ? repo.scope.member(caller.userId, caller.communityId)
      : repo.scope.guest(caller.guestId);

  // System notes are stored in English (contract sentences) and read in the reader's language.
  const textOf = (language: ServerLanguage) => (row: CommentRow) =>
    row.role === 'SYSTEM' ? translateMessage(row.body, language) : row.body;

  async function staffTicket(ex: Executor, staff: StaffCaller, id: string): Promise<TicketRecord> {
    const ticket = isUuid(id) ? await repo.findTicket(ex, id, staffScope(staff)) : undefined;
    if (!ticket) throw notFoundTicket();
    return ticket;
  }

  async function ownTicket(ex: Executor, caller: AppCaller, id: string): Promise<TicketRecord> {
    const ticket = isUuid(id) ? await repo.findTicket(ex, id, appScope(caller)) : undefined;
    if (!ticket) throw notFoundTicket();
    return ticket;
  }

  async function detailOf(ex: Executor, id: string, language: ServerLanguage): Promise<SupportTicketDetail> {
    const ticket = (await repo.findTicket(ex, id))!;
    const [rows, attachments] = await Promise.all([repo.comments(ex, id, true), repo.attachments(ex, id)]);
    return toTicketDetail(
      ticket,
      buildThread(rows, { forMember: false, text: textOf(language) }),
      attachments,
    );
  }

  async function appViewOf(ex: Executor, id: string, language: ServerLanguage): Promise<AppSupportTicket> {
    const ticket = (await repo.findTicket(ex, id))!;
    const [rows, attachments] = await Promise.all([repo.comments(ex, id, false), repo.attachments(ex, id)]);
    return toAppTicket(ticket, buildThread(rows, { forMember: true, text: textOf(language) }), attachments);
  }

  /**
   * `parents` must name a real chain in the ticket (root first, ending with the message replied to), and a
   * message the member can read must not hang under an internal note (the member would see a broken thread).
   */
  async function checkParents(ex: Executor, ticketId: string, parents: string[], internal: boolean) {
    if (parents.length === 0) return;
    const parent = await repo.findComment(ex, ticketId, parents[parents.length - 1]);
    if (!isChain(parents, parent)) throw badRequest(supportMessages.parentsInvalid, 'parents');
    if (parent!.internal && !internal) throw badRequest(supportMessages.internalParent, 'parents');
  }

  /** When a ticket moves to RESOLVED, the auto-close sweep is queued (with the move) for the day it may close. */
  async function queueAutoClose(tx: Executor, resolvedAt: Date) {
    await queue.send(
      supportAutoClose,
      {},
      { startAfter: new Date(resolvedAt.getTime() + SUPPORT_AUTO_CLOSE_DAYS * DAY + 60_000), tx },
    );
  }

  /** Status fields that go with a move to `status` (response and resolution times). */
  function statusChange(ticket: TicketRecord, status: SupportTicketStatus, now: Date) {
    const resolved = status === 'RESOLVED' || status === 'CLOSED';
    return {
      status,
      // Resolution time counts to the last resolution; a reopened ticket starts again.
      resolvedAt: resolved ? (ticket.resolvedAt ?? now) : null,
    };
  }

  return {
    // ——— Member app ———

    async createTicket(
      caller: AppCaller,
      body: AppSupportTicketCreateBody,
      language: ServerLanguage,
    ): Promise<AppSupportTicket> {
      if (caller.kind === 'guest' && !body.contactEmail)
        throw badRequest(supportMessages.contactEmailRequired, 'contactEmail');
      const now = clock.now();
      const id = await repo.insertTicket(db, {
        communityId: caller.communityId,
        membershipId: caller.kind === 'member' ? caller.membershipId : null,
        userId: caller.kind === 'member' ? caller.userId : null,
        guestId: caller.kind === 'guest' ? caller.guestId : null,
        contactEmail: body.contactEmail ?? null,
        type: body.type,
        message: body.message,
        appBuild: body.appBuild,
        deviceDetails: body.deviceDetails,
        lastActivityAt: now,
        lastMemberActivityAt: now,
        createdAt: now,
        updatedAt: now,
      });
      return appViewOf(db, id, language);
    },

    async listOwn(caller: AppCaller, q: { offset: number; limit: number }): Promise<AppSupportTicketsPage> {
      const { rows, total } = await repo.listForOwner(db, appScope(caller), q.limit, q.offset);
      return { data: rows.map(toAppRow), meta: pageMeta(q.offset, q.limit, total) };
    },

    async getOwn(caller: AppCaller, id: string, language: ServerLanguage): Promise<AppSupportTicket> {
      const ticket = await ownTicket(db, caller, id);
      return appViewOf(db, ticket.id, language);
    },

    /** The member answers: a top-level message or a reply in the thread they see. Reopens a resolved ticket. */
    async commentOwn(
      caller: AppCaller,
      id: string,
      body: AppSupportCommentBody,
      language: ServerLanguage,
    ): Promise<AppSupportTicket> {
      return db.transaction(async (tx) => {
        const found = await ownTicket(tx, caller, id);
        await repo.lockTicket(tx, found.id);
        const ticket = (await repo.findTicket(tx, found.id))!;
        if (ticket.status === 'CLOSED') throw conflict(supportMessages.ticketClosed);
        // The member only sees public messages, so their replies hang under public ones only.
        await checkParents(tx, ticket.id, body.parents, false);
        const now = clock.now();
        await repo.insertComment(tx, {
          ticketId: ticket.id,
          parents: body.parents,
          role: 'MEMBER',
          authorUserId: caller.kind === 'member' ? caller.userId : null,
          authorGuestId: caller.kind === 'guest' ? caller.guestId : null,
          authorName: caller.kind === 'member' ? caller.name : 'Guest',
          authorEmail: caller.kind === 'member' ? caller.email : ticket.contactEmail,
          body: body.message,
          createdAt: now,
        });
        const reopen = ticket.status === 'PENDING_MEMBER' || ticket.status === 'RESOLVED';
        await repo.updateTicket(tx, ticket.id, {
          ...(reopen ? statusChange(ticket, 'OPEN', now) : {}),
          lastActivityAt: now,
          lastMemberActivityAt: now,
          updatedAt: now,
        });
        return appViewOf(tx, ticket.id, language);
      });
    },

    /** A screenshot for the member's own ticket: an image by its content, 5 MB, 5 per ticket. */
    async addScreenshot(
      caller: AppCaller,
      id: string,
      file: { buffer: Buffer },
      language: ServerLanguage,
    ): Promise<AppSupportTicket> {
      const ticket = await ownTicket(db, caller, id);
      if (ticket.status === 'CLOSED') throw conflict(supportMessages.ticketClosed);
      if ((await repo.countAttachments(db, ticket.id)) >= SUPPORT_SCREENSHOTS_PER_TICKET)
        throw conflict(supportMessages.tooManyScreenshots, 'screenshot');
      const type = await detectFileType(file.buffer, SUPPORT_SCREENSHOT_TYPES);
      if (!type) throw new AppError(415, supportMessages.screenshotType, 'screenshot');
      // An unguessable key: the file is served by address (GET /files/<key>) without a session.
      const key = `support/${ticket.communityId}/${ticket.id}-${randomBytes(12).toString('hex')}.${type.ext}`;
      await storage.put(key, file.buffer, type.mime);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.insertAttachment(tx, {
          ticketId: ticket.id,
          storageKey: key,
          url: storage.publicUrl(key),
          mimeType: type.mime,
          size: file.buffer.length,
          createdAt: now,
        });
        await repo.updateTicket(tx, ticket.id, { lastActivityAt: now, updatedAt: now });
      });
      return appViewOf(db, ticket.id, language);
    },

    // ——— Consoles ———

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
      return { data: rows.map(toTicketRow), meta: pageMeta(q.offset, q.limit, total) };
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
      return figuresOf(rows[0]);
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
      return { data: rows.map(figuresOf), meta: pageMeta(q.offset, q.limit, total) };
    },

    /** The ticket with everything, internal notes included; opening it marks it read for this administrator. */
    async detail(staff: StaffCaller, id: string, language: ServerLanguage): Promise<SupportTicketDetail> {
      const ticket = await staffTicket(db, staff, id);
      await repo.markRead(db, ticket.id, staff.userId, clock.now());
      return detailOf(db, ticket.id, language);
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
        await repo.updateTicket(tx, ticket.id, {
          ...(answered && ticket.status === 'OPEN' ? { status: 'PENDING_MEMBER' } : {}),
          ...(answered && !ticket.firstResponseAt ? { firstResponseAt: now } : {}),
          lastActivityAt: now,
          updatedAt: now,
        });
        await repo.markRead(tx, ticket.id, staff.userId, now);
        if (answered) await storeAnswerMail(tx, ticket, row.id);
        // A member (not a guest) is also told on their phone, by the notifications module's job.
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
        return detailOf(tx, ticket.id, language);
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
        }
        return detailOf(tx, ticket.id, language);
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

function findComment<T extends { id: string; replies: T[] }>(list: T[], id: string): T | undefined {
  for (const c of list) {
    if (c.id === id) return c;
    const inner = findComment(c.replies, id);
    if (inner) return inner;
  }
  return undefined;
}

function figuresOf(row: {
  communityId: string;
  community: string;
  logo: string | null;
  open: number;
  total: number;
  escalated: number;
  averageFirstResponseSeconds: number | null;
  averageResolutionSeconds: number | null;
}): SupportFigures {
  return {
    communityDetails: { communityId: row.communityId, community: row.community, logo: row.logo },
    open: row.open,
    total: row.total,
    escalated: row.escalated,
    averageFirstResponseSeconds: row.averageFirstResponseSeconds,
    averageResolutionSeconds: row.averageResolutionSeconds,
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
