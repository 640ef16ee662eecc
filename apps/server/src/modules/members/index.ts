// The members module's public surface: what other modules may use. Repository types are for Pick<> ports built
// in composition/; the repositories (and functions that run SQL) are handed over there, never imported.
export type { GroupsRepository } from './groups.repository';
export type { MembersRepository } from './members.repository';
export type { Actor } from './members.context';
