import type { FileAddresses } from '../../lib/files/storage';
import type { SupportFigures, SupportFiguresPage } from '@gathering/contract';
import { pageMeta } from '../../lib/paging';
import type { SupportConsoleContext } from './support-console.context';
import { supportRepository as repo, type FiguresSort } from './support.repository';

/** One community's support figures (open, escalated, response and resolution times). */
export async function communityFigures(
  ctx: SupportConsoleContext,
  communityId: string,
): Promise<SupportFigures> {
  const { rows } = await repo.figures(ctx.db, {
    communityId,
    sort: 'community',
    dir: 'asc',
    limit: 1,
    page: 0,
  });
  return figuresOf(rows[0], ctx.addresses);
}

/** Every community's support figures, a page (the platform's console). */
export async function figuresPage(
  ctx: SupportConsoleContext,
  q: {
    offset: number;
    limit: number;
    filter: FiguresSort;
    dir: 'asc' | 'desc';
    search?: string;
  },
): Promise<SupportFiguresPage> {
  const { rows, total } = await repo.figures(ctx.db, {
    search: q.search || undefined,
    sort: q.filter,
    dir: q.dir,
    limit: q.limit,
    page: q.offset,
  });
  return {
    data: rows.map((r) => figuresOf(r, ctx.addresses)),
    meta: pageMeta(q.offset, q.limit, total),
  };
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
