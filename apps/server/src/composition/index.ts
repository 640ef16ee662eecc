import type { FastifyInstance } from 'fastify';
import type { Core } from './core';
import type { Wiring } from './wiring';
import { wireAccounts } from './accounts';
import { wireAnalytics } from './analytics';
import { wireCap } from './cap';
import { wireCascade } from './cascade';
import { wireCommunities } from './communities';
import { wireContent } from './content';
import { wireData } from './data';
import { wireHealth } from './health';
import { wireMembers } from './members';
import { wirePush } from './push';
import { wireSupport } from './support';

export { createCore, type Core, type CoreDeps } from './core';
export { callerPorts, MEMBER_COOKIE, REFRESH_COOKIE } from './callers';

/**
 * The composition root's one list (app.ts builds Fastify and its plugins, then calls this). Each area of
 * composition/ builds its modules' repositories, ports and services and answers { jobs, routes, hooks }; an area
 * needing another's service is built after it and given that service here, never by import. Then, in this order
 * and nowhere else: every root hook, every job handler in one registration, every route file.
 */
export async function registerModules(app: FastifyInstance, core: Core & Wiring): Promise<void> {
  const accounts = wireAccounts(core);
  const communities = wireCommunities(core);
  const push = wirePush(core, { readPushSecret: communities.communities.readPushSecret });
  const areas: Wiring[] = [
    core,
    wireHealth(core, { zoneRules: push.zoneRules }),
    accounts,
    communities,
    wireMembers(core, {
      auth: accounts.auth,
      sendVerification: accounts.sendVerification,
      devices: push.devices,
    }),
    wireContent(core, { pushCalendar: push.pushCalendar, zoneRules: push.zoneRules }),
    push,
    wireCap(core, { notifications: push.notifications }),
    wireAnalytics(core, { listCommunities: communities.communities.list }),
    wireCascade(core),
    wireSupport(core),
    wireData(core),
  ];
  for (const hook of areas.flatMap((a) => a.hooks)) hook(app);
  core.queue.register(areas.flatMap((a) => a.jobs));
  for (const register of areas.flatMap((a) => a.routes)) await register(app);
}
