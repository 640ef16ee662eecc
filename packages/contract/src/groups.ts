import { z } from 'zod';
import { isoDate, listQuery, paged, uuid } from './common';
import { feedItemListEntry } from './content';
import { memberRow } from './members';

export const groupMessages = {
  groupNameTaken: 'A group with this name already exists.',
  groupNameInvalid: 'The group name must contain a letter or a digit.',
  groupOnlyAudience:
    'This group is the only audience of some content. Give that content another audience, then delete the group.',
  groupDeleted: 'Group was deleted',
} as const;

/** The name field's counter and the schema share it. */
export const GROUP_NAME_MAX = 100;
export const groupNameField = z.string().trim().min(1).max(GROUP_NAME_MAX);

export const groupRow = z.object({
  id: uuid,
  group: z.string().describe('Name'),
  slug: z.string(),
  members: z.number().int().describe('Number of members (not deleted)'),
  createdOn: isoDate,
});
export type GroupRow = z.infer<typeof groupRow>;

export const groupsPage = paged(groupRow);
export type GroupsPage = z.infer<typeof groupsPage>;
export const basicGroupsResponse = z.object({ groups: z.array(z.object({ id: uuid, group: z.string() })) });
export type BasicGroupsResponse = z.infer<typeof basicGroupsResponse>;

export const groupsQuery = listQuery.extend({
  filter: z.enum(['createdOn', 'group', 'members']).default('createdOn'),
});

export const groupCreateBody = z.object({
  group: groupNameField,
  members: z.array(uuid).max(1000).optional().describe('Member ids to add'),
});
export type GroupCreateBody = z.infer<typeof groupCreateBody>;

/** Renames the group and/or adds members (member ids); members already in the group stay. */
export const groupUpdateBody = z.object({
  group: groupNameField.optional(),
  members: z.array(uuid).max(1000).optional(),
});
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

/** Any string: an id that is not a uuid is "invalid or could not be found" (404), not a 400. */
export const groupIdParams = z.object({ id: z.string().max(100) });
export const groupNameParams = z.object({ groupName: z.string().min(1).max(200) });

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const groupMembersQuery = listQuery.extend({
  filter: z
    .enum(['createdOn', 'fullName', 'firstName', 'lastName', 'username', 'email', 'lastLogin'])
    .default('fullName'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** true: the community's members NOT in the group (the add-members picker). */
  excluded: bool.optional(),
});

export const groupMembersBody = z.object({ members: z.array(uuid).min(1).max(1000) });
export type GroupMembersBody = z.infer<typeof groupMembersBody>;

export const groupDetailResponse = z.object({
  group: groupRow,
  // Feed items whose audience names the group (any status but deleted), newest first, paged by the request's
  // offset/limit; entries are shaped as in the content lists so the console shows them the same way.
  groupFeed: paged(feedItemListEntry),
  groupMembers: paged(memberRow),
});
export type GroupDetailResponse = z.infer<typeof groupDetailResponse>;
