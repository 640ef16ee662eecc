import { and, asc, count, desc, eq, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { sortBy } from '../../db/paged';
import type { Executor } from '../../db/client';
import {
  communities,
  memberships,
  supportAttachments,
  supportComments,
  supportReadMarkers,
  supportTickets,
  users,
  type SupportDeviceDetails,
} from '../../db/schema';
import { likePattern } from '../../lib/paging';

export type TicketSort = 'postedOn' | 'lastActivityOn' | 'status' | 'type' | 'member' | 'community';
export type FiguresSort =
  'community' | 'open' | 'total' | 'averageFirstResponseSeconds' | 'averageResolutionSeconds';

export type CommentRow = typeof supportComments.$inferSelect;
export type AttachmentRow = typeof supportAttachments.$inferSelect;
export type NewComment = typeof supportComments.$inferInsert;

/** A ticket with its community and member, as every view needs them. */
export interface TicketRecord {
  id: string;
  communityId: string;
  membershipId: string | null;
  userId: string | null;
  guestId: string | null;
  contactEmail: string | null;
  type: string;
  status: string;
  message: string;
  appBuild: string;
  deviceDetails: SupportDeviceDetails;
  escalated: boolean;
  escalatedAt: Date | null;
  firstResponseAt: Date | null;
  resolvedAt: Date | null;
  lastActivityAt: Date;
  lastMemberActivityAt: Date;
  createdAt: Date;
  communityName: string;
  communityLogo: string | null;
  memberFirstName: string | null;
  memberLastName: string | null;
  memberEmail: string | null;
  memberUsername: string | null;
  memberScope: string | null;
  memberLocale: string | null;
}

export type TicketListRecord = TicketRecord & { unread: boolean; comments: number };

const ticketColumns = {
  id: supportTickets.id,
  communityId: supportTickets.communityId,
  membershipId: supportTickets.membershipId,
  userId: supportTickets.userId,
  guestId: supportTickets.guestId,
  contactEmail: supportTickets.contactEmail,
  type: supportTickets.type,
  status: supportTickets.status,
  message: supportTickets.message,
  appBuild: supportTickets.appBuild,
  deviceDetails: supportTickets.deviceDetails,
  escalated: supportTickets.escalated,
  escalatedAt: supportTickets.escalatedAt,
  firstResponseAt: supportTickets.firstResponseAt,
  resolvedAt: supportTickets.resolvedAt,
  lastActivityAt: supportTickets.lastActivityAt,
  lastMemberActivityAt: supportTickets.lastMemberActivityAt,
  createdAt: supportTickets.createdAt,
  communityName: communities.name,
  communityLogo: communities.logo,
  memberFirstName: users.firstName,
  memberLastName: users.lastName,
  memberEmail: users.email,
  memberUsername: users.username,
  memberScope: memberships.scope,
  memberLocale: users.locale,
};

// Spelled out: drizzle leaves select-list columns unqualified, which these subqueries would misread.
const allComments = sql<number>`(select count(*) from support_comments c where c.ticket_id = "support_tickets"."id")`;
const publicComments = sql<number>`(select count(*) from support_comments c where c.ticket_id = "support_tickets"."id" and not c.internal)`;

/** Unread for `userId`: activity after their read marker, or never opened. */
const unreadFor = (userId: string) =>
  sql<boolean>`not exists (select 1 from support_read_markers r where r.ticket_id = "support_tickets"."id" and r.user_id = ${userId} and r.read_at >= "support_tickets"."last_activity_at")`;

const memberName = sql`lower(coalesce(${users.firstName} || ' ' || ${users.lastName}, ${supportTickets.contactEmail}, ''))`;

/**
 * Tickets with their community and member, whether `unreadBy` has read them (false without a reader) and how
 * many comments they have (all, or only those the member sees).
 */
function baseSelect(db: Executor, o: { unreadBy?: string; internalToo: boolean }) {
  return db
    .select({
      ...ticketColumns,
      unread: o.unreadBy ? unreadFor(o.unreadBy) : sql<boolean>`false`,
      comments: (o.internalToo ? allComments : publicComments).mapWith(Number),
    })
    .from(supportTickets)
    .innerJoin(communities, eq(communities.id, supportTickets.communityId))
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(memberships, eq(memberships.id, supportTickets.membershipId));
}

function searchWhere(search: string | undefined, withCommunity: boolean): SQL | undefined {
  if (!search) return undefined;
  const p = likePattern(search);
  return or(
    ilike(supportTickets.message, p),
    ilike(supportTickets.contactEmail, p),
    ilike(users.email, p),
    ilike(users.username, p),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p),
    withCommunity ? ilike(communities.name, p) : undefined,
  );
}

export const supportRepository = {
  async insertTicket(db: Executor, values: typeof supportTickets.$inferInsert): Promise<string> {
    const [row] = await db.insert(supportTickets).values(values).returning({ id: supportTickets.id });
    return row.id;
  },

  /** One ticket with its community and member; `where` scopes it (community, member, guest). */
  async findTicket(db: Executor, id: string, where?: SQL): Promise<TicketListRecord | undefined> {
    const [row] = await baseSelect(db, { internalToo: true }).where(and(eq(supportTickets.id, id), where));
    return row;
  },

  /** Locks the ticket row so two comments on it change its status one after the other. */
  async lockTicket(db: Executor, id: string): Promise<void> {
    await db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for('update');
  },

  async listForConsole(
    db: Executor,
    o: {
      userId: string;
      communityId?: string;
      status?: string;
      escalated?: boolean;
      search?: string;
      sort: TicketSort;
      dir: 'asc' | 'desc';
      limit: number;
      page: number;
    },
  ): Promise<{ rows: TicketListRecord[]; total: number }> {
    const where = and(
      o.communityId ? eq(supportTickets.communityId, o.communityId) : undefined,
      o.status ? eq(supportTickets.status, o.status) : undefined,
      o.escalated === undefined ? undefined : eq(supportTickets.escalated, o.escalated),
      searchWhere(o.search, !o.communityId),
    );
    const key = sortKey(o.sort);
    const [rows, [{ n }]] = await Promise.all([
      baseSelect(db, { unreadBy: o.userId, internalToo: true })
        .where(where)
        .orderBy(sortBy(key, o.dir), desc(supportTickets.id))
        .limit(o.limit)
        .offset(o.page * o.limit),
      db
        .select({ n: count() })
        .from(supportTickets)
        .innerJoin(communities, eq(communities.id, supportTickets.communityId))
        .leftJoin(users, eq(users.id, supportTickets.userId))
        .where(where),
    ]);
    return { rows, total: n };
  },

  /** A member's or guest's own tickets (`owner` scopes them), newest activity first. */
  async listForOwner(db: Executor, owner: SQL, limit: number, page: number) {
    const [rows, [{ n }]] = await Promise.all([
      baseSelect(db, { internalToo: false })
        .where(owner)
        .orderBy(desc(supportTickets.lastActivityAt), desc(supportTickets.id))
        .limit(limit)
        .offset(page * limit),
      db.select({ n: count() }).from(supportTickets).where(owner),
    ]);
    return { rows, total: n };
  },

  async countUnread(db: Executor, userId: string, scope: SQL): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(supportTickets)
      .where(and(scope, unreadFor(userId)));
    return n;
  },

  async comments(db: Executor, ticketId: string, withInternal: boolean): Promise<CommentRow[]> {
    return db
      .select()
      .from(supportComments)
      .where(
        and(
          eq(supportComments.ticketId, ticketId),
          withInternal ? undefined : eq(supportComments.internal, false),
        ),
      )
      .orderBy(asc(supportComments.createdAt), asc(supportComments.id));
  },

  async findComment(db: Executor, ticketId: string, id: string): Promise<CommentRow | undefined> {
    const [row] = await db
      .select()
      .from(supportComments)
      .where(and(eq(supportComments.ticketId, ticketId), eq(supportComments.id, id)));
    return row;
  },

  async insertComment(db: Executor, values: NewComment): Promise<CommentRow> {
    const [row] = await db.insert(supportComments).values(values).returning();
    return row;
  },

  async updateTicket(
    db: Executor,
    id: string,
    set: Partial<typeof supportTickets.$inferInsert>,
  ): Promise<void> {
    await db.update(supportTickets).set(set).where(eq(supportTickets.id, id));
  },

  async markRead(db: Executor, ticketId: string, userId: string, at: Date): Promise<void> {
    await db
      .insert(supportReadMarkers)
      .values({ ticketId, userId, readAt: at })
      .onConflictDoUpdate({
        target: [supportReadMarkers.ticketId, supportReadMarkers.userId],
        set: { readAt: sql`greatest(${supportReadMarkers.readAt}, excluded.read_at)` },
      });
  },

  async attachments(db: Executor, ticketId: string): Promise<AttachmentRow[]> {
    return db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.ticketId, ticketId))
      .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id));
  },

  async countAttachments(db: Executor, ticketId: string): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(supportAttachments)
      .where(eq(supportAttachments.ticketId, ticketId));
    return n;
  },

  async insertAttachment(
    db: Executor,
    values: typeof supportAttachments.$inferInsert,
  ): Promise<AttachmentRow> {
    const [row] = await db.insert(supportAttachments).values(values).returning();
    return row;
  },

  /**
   * Closes every RESOLVED ticket whose member has said nothing since `cutoff` and that was resolved before it.
   * The conditional UPDATE makes a second run (or a second server) find nothing: each ticket closes once.
   */
  async closeStale(db: Executor, cutoff: Date, now: Date): Promise<string[]> {
    const rows = await db
      .update(supportTickets)
      .set({ status: 'CLOSED', lastActivityAt: now, updatedAt: now })
      .where(
        and(
          eq(supportTickets.status, 'RESOLVED'),
          lte(supportTickets.lastMemberActivityAt, cutoff),
          lte(supportTickets.resolvedAt, cutoff),
        ),
      )
      .returning({ id: supportTickets.id });
    return rows.map((r) => r.id);
  },

  /** Response-time figures per community (communities without tickets included, with zeros). */
  async figures(
    db: Executor,
    o: {
      communityId?: string;
      search?: string;
      sort: FiguresSort;
      dir: 'asc' | 'desc';
      limit: number;
      page: number;
    },
  ) {
    const open = sql<number>`count(${supportTickets.id}) filter (where ${supportTickets.status} in ('OPEN', 'PENDING_MEMBER'))`;
    const total = sql<number>`count(${supportTickets.id})`;
    const escalated = sql<number>`count(${supportTickets.id}) filter (where ${supportTickets.escalated} and ${supportTickets.status} <> 'CLOSED')`;
    const firstResponse = sql<
      number | null
    >`round(avg(extract(epoch from ${supportTickets.firstResponseAt} - ${supportTickets.createdAt})))`;
    const resolution = sql<
      number | null
    >`round(avg(extract(epoch from ${supportTickets.resolvedAt} - ${supportTickets.createdAt})))`;
    const where = and(
      o.communityId ? eq(communities.id, o.communityId) : undefined,
      o.search ? ilike(communities.name, likePattern(o.search)) : undefined,
    );
    const keys = {
      community: sql`lower(${communities.name})`,
      open,
      total,
      averageFirstResponseSeconds: firstResponse,
      averageResolutionSeconds: resolution,
    };
    const key = keys[o.sort];
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          communityId: communities.id,
          community: communities.name,
          logo: communities.logo,
          open: open.mapWith(Number),
          total: total.mapWith(Number),
          escalated: escalated.mapWith(Number),
          averageFirstResponseSeconds: firstResponse.mapWith((v) => (v === null ? null : Number(v))),
          averageResolutionSeconds: resolution.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(communities)
        .leftJoin(supportTickets, eq(supportTickets.communityId, communities.id))
        .where(where)
        .groupBy(communities.id)
        .orderBy(sortBy(key, o.dir), asc(communities.id))
        .limit(o.limit)
        .offset(o.page * o.limit),
      db.select({ n: count() }).from(communities).where(where),
    ]);
    return { rows, total: n };
  },

  scope: {
    community: (communityId: string) => eq(supportTickets.communityId, communityId),
    // A member's own tickets include those they raised as a guest on this device before signing up.
    member: (userId: string, communityId: string) =>
      and(
        eq(supportTickets.communityId, communityId),
        or(
          eq(supportTickets.userId, userId),
          sql`${supportTickets.guestId} in (select g.id from guests g where g.upgraded_user_id = ${userId})`,
        ),
      ) as SQL,
    guest: (guestId: string) => eq(supportTickets.guestId, guestId),
    escalatedOpen: () => and(eq(supportTickets.escalated, true), ne(supportTickets.status, 'CLOSED')) as SQL,
  },
};

function sortKey(sort: TicketSort): SQL {
  switch (sort) {
    case 'postedOn':
      return sql`${supportTickets.createdAt}`;
    case 'status':
      return sql`${supportTickets.status}`;
    case 'type':
      return sql`${supportTickets.type}`;
    case 'member':
      return memberName;
    case 'community':
      return sql`lower(${communities.name})`;
    default:
      return sql`${supportTickets.lastActivityAt}`;
  }
}
