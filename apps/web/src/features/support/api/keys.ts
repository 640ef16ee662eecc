import type { SupportScope } from './scope';
import type { PlatformFiguresParams } from './get-platform-figures';
import type { SupportTicketsParams } from './get-tickets';

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
