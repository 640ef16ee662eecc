// The member app's side of support: a member (or a guest device) raises tickets, follows their own, answers in the
// thread they see, and adds screenshots.
import { randomBytes } from 'node:crypto';
import {
  SUPPORT_SCREENSHOT_TYPES,
  SUPPORT_SCREENSHOTS_PER_TICKET,
  supportMessages,
  type AppSupportCommentBody,
  type AppSupportTicket,
  type AppSupportTicketCreateBody,
  type AppSupportTicketsPage,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import type { ServerLanguage } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { storeThenRecord, type Storage } from '../../lib/files/storage';
import { detectFileType } from '../../lib/files/file-type';
import { boundedImage, IMAGE_LONG_SIDE } from '../../lib/files/image';
import { toAppRow } from './support.mapper';
import { supportRepository as repo } from './support.repository';
import {
  appScope,
  appViewOf,
  checkParents,
  ownTicket,
  statusChange,
  type AppCaller,
} from './support.tickets';

export function createSupportAppService(deps: { database: Database; clock: Clock; storage: Storage }) {
  const { clock, storage } = deps;
  const db = deps.database.db;

  return {
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
      return appViewOf(db, id, language, storage);
    },

    async listOwn(caller: AppCaller, q: { offset: number; limit: number }): Promise<AppSupportTicketsPage> {
      const { rows, total } = await repo.listForOwner(db, appScope(caller), q.limit, q.offset);
      return { data: rows.map(toAppRow), meta: pageMeta(q.offset, q.limit, total) };
    },

    async getOwn(caller: AppCaller, id: string, language: ServerLanguage): Promise<AppSupportTicket> {
      const ticket = await ownTicket(db, caller, id);
      return appViewOf(db, ticket.id, language, storage);
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
        return appViewOf(tx, ticket.id, language, storage);
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
      const body = await boundedImage(file.buffer, type, IMAGE_LONG_SIDE.screenshot, 'screenshot');
      // A private key (support/…): served only at the signed addresses that answers carry (private-files.ts).
      const key = `support/${ticket.communityId}/${ticket.id}-${randomBytes(12).toString('hex')}.${type.ext}`;
      const now = clock.now();
      await storeThenRecord(storage, { key, body, contentType: type.mime }, () =>
        db.transaction(async (tx) => {
          await repo.insertAttachment(tx, {
            ticketId: ticket.id,
            storageKey: key,
            url: storage.storedAddress(key),
            mimeType: type.mime,
            size: body.length,
            createdAt: now,
          });
          await repo.updateTicket(tx, ticket.id, { lastActivityAt: now, updatedAt: now });
        }),
      );
      return appViewOf(db, ticket.id, language, storage);
    },
  };
}
