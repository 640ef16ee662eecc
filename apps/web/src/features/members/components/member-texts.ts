// Spec 000 §8: fallbacks follow "Error trying to ..." when the server sends no message.
export const MEMBER_ERRORS = {
  fetch: 'Error trying to fetch members',
  update: 'Error trying to update member',
  role: 'Error trying to update role',
  verify: 'Error trying to verify member',
  createAdministrator: 'Error trying to create administrator',
  groups: 'Error trying to fetch member groups',
  preview: 'Error trying to preview members import',
  import: 'Error trying to import members',
  export: 'Error trying to export members',
} as const;

export const STATUS_COLORS = { ACTIVE: 'green', INACTIVE: 'yellow', DELETED: 'red' } as const;
