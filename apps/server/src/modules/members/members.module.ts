import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/auth.service';
import type { MailService } from '../mail/mail.service';
import type { AccountEmails } from '../public/account-emails';
import { createAppService } from '../app/app.service';
import { appRoutes } from '../app/app.routes';
import type { GuestSigner } from '../app/app.tokens';
import { createGroupsService } from '../groups/groups.service';
import { groupsRoutes } from '../groups/groups.routes';
import { createGuestsService } from '../guests/guests.service';
import { guestsRoutes } from '../guests/guests.routes';
import { createMembersImportService } from './members-import.service';
import { membersJobs } from './members.jobs';
import { membersRepository } from './members.repository';
import { createMembersService } from './members.service';
import { membersRoutes } from './members.routes';

/** Wires members, groups, guests (community consoles) and the member app API, with their jobs. */
export async function registerMembersModules(
  app: FastifyInstance,
  deps: {
    database: Database;
    queue: JobQueue;
    clock: Clock;
    mail: MailService;
    accountEmails: AccountEmails;
    auth: AuthService;
    guestSigner: GuestSigner;
    publicUrl: string;
  },
) {
  const { database, queue, clock } = deps;
  const imports = createMembersImportService({
    database,
    queue,
    clock,
    mail: deps.mail,
    publicUrl: deps.publicUrl,
  });
  const sendVerification = (userId: string, communityId: string) =>
    deps.accountEmails.sendVerification(userId, communityId);
  queue.register(
    membersJobs({
      sendVerification,
      isActiveMember: (userId, communityId) =>
        membersRepository.isActiveMember(database.db, userId, communityId),
      runImport: (id) => imports.run(id),
      invite: (communityId, userIds) => imports.invite(communityId, userIds),
    }),
  );
  await app.register(membersRoutes, { service: createMembersService({ database, queue, clock }), imports });
  await app.register(groupsRoutes, { service: createGroupsService({ database, clock }) });
  await app.register(guestsRoutes, { service: createGuestsService({ database }) });
  await app.register(appRoutes, {
    service: createAppService({
      database,
      clock,
      auth: deps.auth,
      guestSigner: deps.guestSigner,
      sendVerification,
    }),
  });
}
