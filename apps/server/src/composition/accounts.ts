import { createAuthService } from '../modules/auth/auth.service';
import { accountsRepository } from '../modules/auth/accounts.repository';
import { authRepository } from '../modules/auth/auth.repository';
import { authRoutes } from '../modules/auth/auth.routes';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { createAccountEmails } from '../modules/public/account-emails';
import { publicJobs } from '../modules/public/public.jobs';
import { createPublicService } from '../modules/public/public.service';
import { publicRoutes } from '../modules/public/public.routes';
import { createInvitationsService } from '../modules/public/invitations.service';
import { invitationsRoutes } from '../modules/public/invitations.routes';
import { createAdministratorsService } from '../modules/administrators/administrators.service';
import { administratorsRoutes } from '../modules/administrators/administrators.routes';
import { createPlatformMembersService } from '../modules/platform-members/platform-members.service';
import { platformMembersRoutes } from '../modules/platform-members/platform-members.routes';
import type { Core } from './core';
import { route, type Area } from './wiring';

/**
 * People's accounts: signing in and sessions, the public pages (password reset, e-mail verification, deletion
 * requests), invitations, the communities' administrators and the platform's member accounts.
 */
export function wireAccounts(core: Core) {
  const { config, database, clock, queue, mail, storage: addresses, audit } = core;
  const { publicUrl } = config;
  const accountEmails = createAccountEmails({
    database,
    mail,
    publicUrl,
    clock,
    communities: communitiesRepository,
  });
  const auth = createAuthService({ database, signer: core.signer, clock, accountEmails, addresses, audit });
  const sendVerification = (userId: string, communityId: string) =>
    accountEmails.sendVerification(userId, communityId);
  return {
    auth,
    sendVerification,
    jobs: publicJobs({ database, emails: accountEmails, communities: communitiesRepository }),
    hooks: [],
    routes: [
      route(authRoutes, { service: auth, secureCookies: publicUrl.startsWith('https://') }),
      route(publicRoutes, {
        service: createPublicService({
          database,
          queue,
          clock,
          accounts: { ...accountsRepository, setPassword: authRepository.setPassword },
          addresses,
        }),
      }),
      route(invitationsRoutes, {
        service: createInvitationsService({ database, clock, accounts: accountsRepository }),
      }),
      route(administratorsRoutes, {
        service: createAdministratorsService({
          database,
          clock,
          accountEmails,
          accounts: accountsRepository,
          addresses,
          audit,
        }),
      }),
      route(platformMembersRoutes, {
        service: createPlatformMembersService({ database, clock, accounts: accountsRepository, audit }),
      }),
    ],
  } satisfies Area;
}
