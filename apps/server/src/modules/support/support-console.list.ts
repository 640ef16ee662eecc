import type { SupportTicketStatus, SupportTicketsPage } from '@gathering/contract';
import { pageMeta } from '../../lib/paging';
import type { SupportConsoleContext } from './support-console.context';
import { toTicketRow } from './support.mapper';
import { supportRepository as repo, type TicketSort } from './support.repository';
import type { StaffCaller } from './support.tickets';

/** The tickets a console sees, a page: a community's own, or for the platform every community's. */
export async function list(
  ctx: SupportConsoleContext,
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
  const { rows, total } = await repo.listForConsole(ctx.db, {
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
    data: rows.map((r) => toTicketRow(r, ctx.addresses)),
    meta: pageMeta(q.offset, q.limit, total),
  };
}

/** The nav badge: unread tickets of the community, or for the platform the unread escalated ones. */
export async function unread(ctx: SupportConsoleContext, staff: StaffCaller): Promise<{ unread: number }> {
  const scope =
    staff.kind === 'community' ? repo.scope.community(staff.communityId) : repo.scope.escalatedOpen();
  return { unread: await repo.countUnread(ctx.db, staff.userId, scope) };
}
