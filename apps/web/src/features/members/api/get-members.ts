import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MembersPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { membersKeys, type MembersParams } from './keys';

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
