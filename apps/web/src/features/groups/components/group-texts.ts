// Spec 000 §8 fallbacks (spelling as in the product, "commuinty" included).
export const GROUP_ERRORS = {
  list: 'Error trying to fetch community groups list',
  create: 'Error trying to create commuinty group',
  detail: 'Error trying to fetch community group details',
  members: 'Error trying to fetch community group members',
  remove: 'Error trying to remove members from group',
  rename: 'Error trying to update community group',
  add: 'Error trying to add members to group',
} as const;

export const membersCount = (n: number) => (n === 1 ? '1 member' : `${n} members`);
