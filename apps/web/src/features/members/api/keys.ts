import type { ListQuery, memberSortColumns } from '@gathering/contract';
import { sharedKeys } from '../../../api/keys';

/** The three views of the members table (spec 000 §2: member list with inactive and deleted views). */
export type MembersView = 'active' | 'inactive' | 'deleted';

export interface MembersParams extends Pick<ListQuery, 'offset' | 'limit' | 'dir' | 'search'> {
  filter?: (typeof memberSortColumns)[number];
  view: MembersView;
}

/** Every query key of the members feature; `all` is the root the groups feature also refreshes. */
export const membersKeys = {
  all: sharedKeys.members,
  list: (params: MembersParams) => [...membersKeys.all, 'list', params] as const,
  importJob: (jobId: string) => [...membersKeys.all, 'import', jobId] as const,
  contacts: (id: string) => [...membersKeys.all, 'contacts', id] as const,
  contactsImport: (id: string) => [...membersKeys.all, 'contacts-import', id] as const,
  latestContactsImport: [...sharedKeys.members, 'contacts-import', 'latest'] as const,
};
