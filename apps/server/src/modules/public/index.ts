// The public module's public surface. It owns the one-time tokens (reset, verification, deletion and invitation
// links); repository types are for Pick<> ports built in composition/, never the repositories.
export type { InvitationsRepository } from './invitations.repository';
export type { PublicRepository } from './public.repository';
