import { sharedKeys } from '../../../lib/query-keys';
import type { MembersParams } from './get-members';

/** Every query key of the members feature; `all` is the root the groups feature also refreshes. */
export const membersKeys = {
  all: sharedKeys.members,
  list: (params: MembersParams) => [...membersKeys.all, 'list', params] as const,
  importJob: (jobId: string) => [...membersKeys.all, 'import', jobId] as const,
};
