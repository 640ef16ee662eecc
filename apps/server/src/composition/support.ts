import { supportJobs } from '../modules/support/support.jobs';
import { createSupportService } from '../modules/support/support.service';
import { supportAppRoutes } from '../modules/support/support-app.routes';
import { supportCommunityRoutes } from '../modules/support/support-community.routes';
import { supportAdminRoutes } from '../modules/support/support-admin.routes';
import type { Core } from './core';
import { route, type Area } from './wiring';

/**
 * Support: the member app raises tickets, both consoles answer them; an answer reaches the member by e-mail and,
 * through the push job the support module queues, on their phone.
 */
export function wireSupport(core: Core) {
  const { database, clock, mail, queue, storage, audit } = core;
  const support = createSupportService({ database, clock, mail, queue, storage, audit });
  return {
    jobs: supportJobs({ service: support }),
    hooks: [],
    routes: [
      route(supportAppRoutes, { service: support }),
      route(supportCommunityRoutes, { service: support }),
      route(supportAdminRoutes, { service: support }),
    ],
  } satisfies Area;
}
