import { z } from 'zod';
import { isoDate, listQuery, paged, uuid } from './common';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const guestsQuery = listQuery.extend({
  filter: z.enum(['createdOn', 'lastLogin', 'platform']).default('createdOn'),
  /** true: guests whose device was removed (deleted view). */
  deleted: bool.optional(),
});

export const guestRow = z.object({
  id: uuid,
  community: z.string().describe('Community name'),
  isDeleted: z.boolean(),
  createdOn: isoDate,
  lastLogin: isoDate.nullable(),
  platform: z.string().nullable().describe('Device platform: ios, android, web'),
  isUpgraded: z.boolean().describe('The guest signed up and became a member'),
  upgradedOn: isoDate.nullable(),
});
export type GuestRow = z.infer<typeof guestRow>;
export const guestsPage = paged(guestRow);
export type GuestsPage = z.infer<typeof guestsPage>;
