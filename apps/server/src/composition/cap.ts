import { readFileSync } from 'node:fs';
import { decodeCsv } from '../lib/csv';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { capJobs } from '../modules/cap/cap.jobs';
import { capPublicRoutes } from '../modules/cap/cap.public.routes';
import { capRoutes } from '../modules/cap/cap.routes';
import { createCapService } from '../modules/cap/cap.service';
import { capSigningKeys } from '../modules/cap/cap.sign';
import { parseSubdivisions, subdivisionList } from '../modules/cap/cap.sgc';
import type { CapFetchOptions } from '../modules/cap/cap.fetch';
import type { NotificationsService } from '../modules/push-compose';
import { startCapSimulator, type CapSimulator } from '../dev/cap-simulator';
import type { Core } from './core';
import { route, type Area, type Hook } from './wiring';

/**
 * The Common Alerting Protocol (issue 37): publishing the community's alerts, relaying authorities' alerts in as
 * proposals. Built after push: a proposal's draft and an alert relayed at once are composed by push-compose's
 * service in the CAP transaction. With DEMO on and CAP_SIMULATOR_PORT set, a CAP feed simulator runs on that
 * loopback port and is an allowed source (the journeys read from it); tests hand their own in `core.capFetch`.
 */
export function wireCap(core: Core, needs: { notifications: Pick<NotificationsService, 'createIn'> }) {
  const { config, database, clock, queue, audit, mail } = core;
  const allow = [...config.cap.sourceAllow, ...(core.capFetch?.allow ?? [])];
  const privateOrigins = [...(core.capFetch?.privateOrigins ?? [])];
  const fetch: CapFetchOptions = { allow, privateOrigins, ca: core.capFetch?.ca };
  const sgcFile = config.cap.sgcFile ? decodeCsv(readFileSync(config.cap.sgcFile)) : undefined;
  // A file named that holds no subdivision is a mistake to say at start, not an empty search for months.
  if (sgcFile !== undefined && !parseSubdivisions(sgcFile).length)
    throw new Error(
      `CAP_SGC_FILE (${config.cap.sgcFile}) has no census subdivision: no line with a seven-digit SGC code and a name`,
    );
  const subdivisions = subdivisionList(sgcFile);
  const cap = createCapService({
    database,
    clock,
    queue,
    audit,
    mail,
    publicUrl: config.publicUrl,
    fetch,
    signingKey: capSigningKeys({
      given: config.cap.signingKey,
      dataDir: config.dataDir,
      commonName: new URL(config.publicUrl).hostname,
      now: () => clock.now(),
    }),
    notifications: needs.notifications,
    administrators: communitiesRepository,
    subdivisions,
  });
  let simulator: CapSimulator | null = null;
  const demo: Hook[] =
    config.demo && config.cap.simulatorPort
      ? [
          (app) =>
            app.addHook('onReady', async () => {
              simulator = await startCapSimulator({ port: config.cap.simulatorPort });
              allow.push(`${simulator.origin}/`);
              privateOrigins.push(simulator.origin);
              fetch.ca = simulator.ca;
              app.log.info({ feed: simulator.feedUrl }, 'CAP feed simulator started (DEMO)');
            }),
          (app) => app.addHook('onClose', async () => simulator?.close()),
        ]
      : [];
  return {
    cap,
    jobs: capJobs({ cap }),
    hooks: demo,
    routes: [route(capRoutes, { service: cap }), route(capPublicRoutes, { service: cap })],
  } satisfies Area;
}
