import { sql } from 'drizzle-orm';
import { uuid } from 'drizzle-orm/pg-core';

/**
 * The id of a row written once per event or per recipient (tens of millions at national scale): a time-ordered
 * UUID (version 7, `uuid_time_ordered()`, migration 0044) rather than a random one. A random id lands on a random
 * leaf of its index: at 30 M events the primary key's insert cost 125 µs a row, one leaf read and dirtied per row
 * once the index outgrew the cache; a time-ordered id lands on the rightmost leaf, as the row's own time does.
 * Still a UUID with 74 random bits: nothing outside reads a time from it, and it cannot be guessed.
 */
export const timeOrderedId = () => uuid('id').default(sql`uuid_time_ordered()`);
