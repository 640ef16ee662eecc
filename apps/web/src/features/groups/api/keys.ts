import type { ListQuery } from '@gathering/contract';
import { sharedKeys } from '../../../api/keys';

export interface GroupMembersParams extends Pick<ListQuery, 'offset' | 'limit' | 'dir' | 'search'> {
  filter?: 'createdOn' | 'fullName' | 'firstName' | 'lastName' | 'username' | 'email' | 'lastLogin';
  /** true: the community's members NOT in the group (the add-members picker). */
  excluded?: boolean;
}

export interface GroupsParams extends Pick<ListQuery, 'offset' | 'limit' | 'dir' | 'search'> {
  filter?: 'createdOn' | 'group' | 'members';
}

/** Every query key of the groups feature. */
export const groupsKeys = {
  all: sharedKeys.groups,
  list: (params: GroupsParams) => [...groupsKeys.all, 'list', params] as const,
  detail: (id: string, params: Pick<ListQuery, 'offset' | 'limit'>) =>
    [...groupsKeys.all, 'detail', id, params] as const,
  members: (id: string, params: GroupMembersParams) => [...groupsKeys.all, 'members', id, params] as const,
};
