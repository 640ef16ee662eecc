const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a UUID in its text form. Ids from a path or body are checked before they reach SQL: PostgreSQL rejects
 * a malformed uuid with an error (a 500), where the caller should get the record's 404.
 */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
