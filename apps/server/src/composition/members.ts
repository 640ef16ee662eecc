import { accountsRepository } from '../modules/auth/accounts.repository';
import { authRepository } from '../modules/auth/auth.repository';
import type { AuthService } from '../modules/auth/auth.service';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { contentRepository } from '../modules/content/content.repository';
import { createGroupsService } from '../modules/members/groups.service';
import { groupsRoutes } from '../modules/members/groups.routes';
import { createGuestsService } from '../modules/guests/guests.service';
import { guestsRepository } from '../modules/guests/guests.repository';
import { guestsRoutes } from '../modules/guests/guests.routes';
import { createMembersImportService } from '../modules/members/members-import.service';
import { membersJobs } from '../modules/members/members.jobs';
import { createMembersService } from '../modules/members/members.service';
import { membersRepository } from '../modules/members/members.repository';
import { groupsRepository } from '../modules/members/groups.repository';
import { membersRoutes } from '../modules/members/members.routes';
import type { DevicesService } from '../modules/push-delivery/devices.service';
import { createAppService } from '../modules/app/app.service';
import { appRoutes } from '../modules/app/app.routes';
import { appSessionRoutes } from '../modules/app/app-session.routes';
import { invitationsRepository } from '../modules/public/invitations.repository';
import { publicRepository } from '../modules/public/public.repository';
import type { Core } from './core';
import { route, type Area } from './wiring';

/** A community's people: its members (and their imports), groups and guests, and the member app's accounts. */
export function wireMembers(
  core: Core,
  needs: {
    auth: AuthService;
    /** The verification e-mail of a new address (the public module's). */
    sendVerification(userId: string, communityId: string): Promise<void>;
    /** The member app's devices (push): a sign-out or a guest's sign-up moves them. */
    devices: DevicesService;
  },
) {
  const { config, database, clock, queue, mail, storage: addresses, audit } = core;
  const imports = createMembersImportService({
    database,
    requests: core.requests,
    queue,
    clock,
    mail,
    publicUrl: config.publicUrl,
    accounts: accountsRepository,
    links: {
      hasLive: invitationsRepository.hasLive,
      create: invitationsRepository.create,
      createToken: publicRepository.createToken,
    },
    communities: communitiesRepository,
    audit,
  });
  const app = createAppService({
    database,
    clock,
    guestJoinsPerAddress: config.guestJoinsPerAddress,
    auth: needs.auth,
    guestSigner: core.guestSigner,
    addresses,
    sendVerification: needs.sendVerification,
    devices: needs.devices,
    sessions: authRepository,
    accounts: accountsRepository,
    guests: guestsRepository,
    memberEvents: membersRepository,
    memberGroups: groupsRepository,
  });
  return {
    jobs: membersJobs({ database, sendVerification: needs.sendVerification, imports }),
    hooks: [
      // Members imports: queues again those a stopped server was running (main.ts calls it once the queue works).
      (app) => app.decorate('imports', { resume: imports.resume }),
    ],
    routes: [
      route(membersRoutes, {
        service: createMembersService({ database, queue, clock, accounts: accountsRepository, audit }),
        imports,
      }),
      route(groupsRoutes, {
        service: createGroupsService({
          database,
          clock,
          files: contentRepository,
          addresses,
          audit,
        }),
      }),
      route(guestsRoutes, { service: createGuestsService({ database, audit }) }),
      route(appRoutes, { service: app }),
      // The web app's sessions: the same service, the refresh token in a cookie.
      route(appSessionRoutes, { service: app, secureCookies: config.publicUrl.startsWith('https://') }),
    ],
  } satisfies Area;
}
