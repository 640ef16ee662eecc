import type { AuditQuery } from '@gathering/contract';

/** The filters a trail screen sends (the platform's adds the community: an id, or 'platform'). */
export type AuditParams = Partial<Omit<AuditQuery, 'offset' | 'limit' | 'dir'>> &
  Pick<AuditQuery, 'offset' | 'limit' | 'dir'> & { community?: string };

/** Every query key of the audit feature. */
export const auditKeys = {
  all: ['audit'] as const,
  community: (params: AuditParams) => [...auditKeys.all, 'community', params] as const,
  platform: (params: AuditParams) => [...auditKeys.all, 'platform', params] as const,
  people: (scope: string, params: { search?: string; community?: string }) =>
    [...auditKeys.all, 'people', scope, params] as const,
};

/** The query string of a filter set: empty filters are left out. */
export const auditQueryOf = (params: Partial<AuditParams>) =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as Record<string, string | number>;
