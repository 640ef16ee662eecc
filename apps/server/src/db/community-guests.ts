import { isNull, type SQL } from 'drizzle-orm';
import { guests } from './schema';

/**
 * The one definition of "Guests" as a count of now (issue 22 item 4): guest records that are not deleted, those who
 * signed up since included (the guest list shows them, marked as members now). The community dashboard, the
 * platform dashboard, the analytics' guest activity and the guest list's Active total all count with this
 * predicate, so "Guests" is one number on every screen. Figures of a period (new guests, guests who signed up) are
 * other things with other names, read from the activity log.
 */
export const isCurrentGuest: SQL = isNull(guests.deletedAt);
