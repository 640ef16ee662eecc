export const STATUS_COLORS = { ACTIVE: 'green', INACTIVE: 'yellow', DELETED: 'red' } as const;
