// The auth module's public surface. It owns identity: users, memberships, sessions, refresh tokens and login
// failures (db/owners.json). Repository types are for Pick<> ports built in composition/, never the repositories.
export type { AccountsRepository } from './accounts.repository';
export type { AuthRepository, MemberLanguagesRepository } from './auth.repository';
export type { AuthService, IssuedSession } from './auth.service';
export type { ErasureRepository } from './erasure.repository';
