// Restoring content (issue 10, item 15): an archived or deleted item comes back as a DRAFT, to be reviewed and
// published again (its schedule, pin and feature are not brought back).

export const restoreMessages = {
  notRestorable: 'Only archived or deleted items can be restored',
} as const;

/** Rules on content the schemas cannot say alone (issue 10, Forms): sentences a person reads. */
export const contentRuleMessages = {
  eventNeedsDate: 'Add at least one date before publishing the event.',
  closingDatePast: 'The closing date cannot be in the past.',
} as const;
