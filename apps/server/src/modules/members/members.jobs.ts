import type { Database } from '../../db/client';
import {
  membersImport,
  membersInvite,
  membersInviteToJoin,
  sendMemberVerification,
} from '../../jobs/catalog';
import { handle, type JobHandler } from '../../jobs/queue';
import type { MembersImportService } from './members-import.service';
import { membersRepository } from './members.repository';

/** The members domain's jobs; each is idempotent (a retry skips what was already done). */
export function membersJobs(deps: {
  database: Database;
  sendVerification(userId: string, communityId: string): Promise<void>;
  imports: Pick<MembersImportService, 'run' | 'invite' | 'inviteToJoin'>;
}): JobHandler[] {
  const db = deps.database.db;
  return [
    handle(sendMemberVerification, async ({ userId, communityId }) => {
      // A member deactivated (or erased) since the request receives nothing.
      if (await membersRepository.isActiveMember(db, userId, communityId))
        await deps.sendVerification(userId, communityId);
    }),
    handle(membersImport, ({ importId }) => deps.imports.run(importId)),
    handle(membersInvite, ({ communityId, userIds, invitedBy }) =>
      deps.imports.invite(communityId, userIds, invitedBy),
    ),
    handle(membersInviteToJoin, ({ communityId, userIds }) =>
      deps.imports.inviteToJoin(communityId, userIds),
    ),
  ];
}
