import type { ListQuery } from '@gathering/contract';
import { sharedKeys } from '../../../lib/query-keys';
import type { GroupMembersParams } from './get-group-members';
import type { GroupsParams } from './get-groups';

/** Every query key of the groups feature. */
export const groupsKeys = {
  all: sharedKeys.groups,
  list: (params: GroupsParams) => [...groupsKeys.all, 'list', params] as const,
  detail: (id: string, params: Pick<ListQuery, 'offset' | 'limit'>) =>
    [...groupsKeys.all, 'detail', id, params] as const,
  members: (id: string, params: GroupMembersParams) => [...groupsKeys.all, 'members', id, params] as const,
};
