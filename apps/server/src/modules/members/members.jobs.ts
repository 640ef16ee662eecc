import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/queue';

export const SEND_VERIFICATION_JOB = 'members.send-verification';
export const IMPORT_JOB = 'members.import';
export const INVITE_JOB = 'members.invite';

/** The members domain's jobs; each is idempotent (a retry skips what was already done). */
export function membersJobs(deps: {
  sendVerification(userId: string, communityId: string): Promise<void>;
  isActiveMember(userId: string, communityId: string): Promise<boolean>;
  runImport(importId: string): Promise<void>;
  invite(communityId: string, userIds: string[]): Promise<void>;
}): JobDefinition[] {
  return [
    defineJob({
      name: SEND_VERIFICATION_JOB,
      schema: z.object({ userId: z.uuid(), communityId: z.uuid() }),
      retryLimit: 3,
      async handler({ userId, communityId }) {
        // A member deactivated (or erased) since the request receives nothing.
        if (await deps.isActiveMember(userId, communityId)) await deps.sendVerification(userId, communityId);
      },
    }),
    defineJob({
      name: IMPORT_JOB,
      schema: z.object({ importId: z.uuid() }),
      retryLimit: 2,
      handler: ({ importId }) => deps.runImport(importId),
    }),
    defineJob({
      name: INVITE_JOB,
      schema: z.object({ communityId: z.uuid(), userIds: z.array(z.uuid()) }),
      retryLimit: 5,
      handler: ({ communityId, userIds }) => deps.invite(communityId, userIds),
    }),
  ];
}
