import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, MembersPage, memberSortColumns } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { membersKeys } from './keys';

/** The three views of the members table (spec 000 §2: member list with inactive and deleted views). */
export type MembersView = 'active' | 'inactive' | 'deleted';

export interface MembersParams extends Pick<ListQuery, 'offset' | 'limit' | 'dir' | 'search'> {
  filter?: (typeof memberSortColumns)[number];
  view: MembersView;
}

export const getMembers = ({ view, ...params }: MembersParams, signal?: AbortSignal) =>
  api.get<MembersPage>('/v1/members', {
    query: {
      ...params,
      inactive: view === 'inactive' || undefined,
      deleted: view === 'deleted' || undefined,
    },
    signal,
  });

export const membersQuery = (params: MembersParams) =>
  queryOptions({
    queryKey: membersKeys.list(params),
    queryFn: ({ signal }) => getMembers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMembers = (params: MembersParams) => useQuery(membersQuery(params));
