import { writeCsv } from '../../lib/csv';
import type { Actor, MembersContext } from './members.context';
import { membersRepository } from './members.repository';

/** The community's members as CSV, recorded in the trail (an export of personal data). */
export async function exportCsv(ctx: MembersContext, actor: Actor): Promise<string> {
  const { db, audit } = ctx;
  const rows = await membersRepository.exportRows(db, actor.communityId);
  await audit.record(db, {
    communityId: actor.communityId,
    action: 'members.export',
    target: { kind: 'member' },
    details: { rows: rows.length },
  });
  // The first five columns are the import format, so an export can be edited and imported back.
  return writeCsv(
    [
      'first_name',
      'last_name',
      'email',
      'username',
      'groups',
      'status',
      'role',
      'scope',
      'email_verified',
      'last_login',
      'member_since',
    ],
    rows.map((r) => [
      r.firstName,
      r.lastName,
      r.email,
      r.username,
      r.groups ?? '',
      r.status,
      r.role,
      r.scope,
      r.emailVerifiedAt ? 'yes' : 'no',
      r.lastLoginAt?.toISOString() ?? '',
      r.createdAt.toISOString(),
    ]),
  );
}
