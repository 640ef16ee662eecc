import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import type { MembersImportService } from './members-import.service';
import { membersRepository } from './members.repository';

export const SEND_VERIFICATION_JOB = 'members.send-verification';
export const IMPORT_JOB = 'members.import';
export const INVITE_JOB = 'members.invite';
export const JOIN_INVITE_JOB = 'members.invite-to-join';

/** The members domain's jobs; each is idempotent (a retry skips what was already done). */
export function membersJobs(deps: {
  database: Database;
  sendVerification(userId: string, communityId: string): Promise<void>;
  imports: Pick<MembersImportService, 'run' | 'invite' | 'inviteToJoin'>;
}): JobDefinition[] {
  const db = deps.database.db;
  return [
    defineJob({
      name: SEND_VERIFICATION_JOB,
      schema: z.object({ userId: z.uuid(), communityId: z.uuid() }),
      retryLimit: 3,
      async handler({ userId, communityId }) {
        // A member deactivated (or erased) since the request receives nothing.
        if (await membersRepository.isActiveMember(db, userId, communityId))
          await deps.sendVerification(userId, communityId);
      },
    }),
    defineJob({
      name: IMPORT_JOB,
      schema: z.object({ importId: z.uuid() }),
      retryLimit: 2,
      handler: ({ importId }) => deps.imports.run(importId),
    }),
    defineJob({
      name: INVITE_JOB,
      // invitedBy: the importing administrator, whose language new accounts' invitations speak.
      schema: z.object({ communityId: z.uuid(), userIds: z.array(z.uuid()), invitedBy: z.uuid().optional() }),
      retryLimit: 5,
      handler: ({ communityId, userIds, invitedBy }) => deps.imports.invite(communityId, userIds, invitedBy),
    }),
    defineJob({
      name: JOIN_INVITE_JOB,
      schema: z.object({ communityId: z.uuid(), userIds: z.array(z.uuid()) }),
      retryLimit: 5,
      handler: ({ communityId, userIds }) => deps.imports.inviteToJoin(communityId, userIds),
    }),
  ];
}
