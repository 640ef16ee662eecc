import type { supportAdminTicketsQuery, supportFiguresQuery } from '@gathering/contract';
import type { z } from 'zod';
import type { SupportScope } from './scope';

/** The list query both consoles send (the platform's `community` sort column is its own). */
export type SupportTicketsParams = Partial<
  Pick<
    z.output<typeof supportAdminTicketsQuery>,
    'offset' | 'limit' | 'dir' | 'search' | 'filter' | 'status' | 'escalated'
  >
>;

export type PlatformFiguresParams = Partial<z.output<typeof supportFiguresQuery>>;

/** Every query key of the support feature, one branch per console so the two never share a cached answer. */
export const supportKeys = {
  all: ['support'] as const,
  scope: (scope: SupportScope) => [...supportKeys.all, scope] as const,
  lists: (scope: SupportScope) => [...supportKeys.scope(scope), 'list'] as const,
  list: (scope: SupportScope, params: SupportTicketsParams) => [...supportKeys.lists(scope), params] as const,
  detail: (scope: SupportScope, id: string) => [...supportKeys.scope(scope), 'detail', id] as const,
  unread: (scope: SupportScope) => [...supportKeys.scope(scope), 'unread'] as const,
  figuresAll: (scope: SupportScope) => [...supportKeys.scope(scope), 'figures'] as const,
  figures: (scope: SupportScope, params?: PlatformFiguresParams) =>
    [...supportKeys.figuresAll(scope), params ?? {}] as const,
};
