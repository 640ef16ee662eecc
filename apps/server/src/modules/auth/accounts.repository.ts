import { membershipsRepository } from './accounts-memberships.repository';
import { peopleRepository } from './accounts-people.repository';
import { accountSessionsRepository } from './accounts-sessions.repository';

/**
 * Identity's writes made for other modules (administrators, platform members, members and their CSV import,
 * the member app's sign-up, the public pages): users, memberships and sessions are written here and in
 * auth.repository only (db/owners.json). The others receive Pick<AccountsRepository, …> ports from composition/.
 * One object for the ports, three files by what they write: people, memberships, sessions.
 */
export const accountsRepository = {
  ...peopleRepository,
  ...membershipsRepository,
  ...accountSessionsRepository,
};

export type AccountsRepository = typeof accountsRepository;
