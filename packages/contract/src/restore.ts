// Restoring content (issue 10, item 15): an archived or deleted item comes back as a DRAFT, to be reviewed and
// published again (its schedule, pin and feature are not brought back).

export const restoreMessages = {
  notRestorable: 'Only archived or deleted items can be restored',
} as const;
