import { auditRoleWarning } from '../db/audit-roles';
import { pendingMigrations } from '../db/client';
import { describeDisagreement, zonesInUse, type ZoneRules } from '../db/zone-rules';
import { diskWarning } from '../lib/files/disk-space';
import { DEFAULT_ZONE } from '../lib/zoned-time';
import { healthRoutes } from '../modules/health/health.routes';
import type { Core } from './core';
import { route, type Area } from './wiring';

/** The probes: /health, /livez and /readyz with the database's, the migrations', the queue's and the zones' checks. */
export function wireHealth(core: Core, needs: { zoneRules: Pick<ZoneRules, 'check'> }) {
  const { config, database, queue } = core;
  return {
    jobs: [],
    hooks: [],
    routes: [
      route(healthRoutes, {
        database,
        readiness: {
          migrations: async () => {
            const pending = await pendingMigrations(database);
            return pending.length ? `Migrations not applied yet: ${pending.join(', ')}.` : null;
          },
          queue: () => queue.health(),
          disk: () => diskWarning(core.volumes, config.diskLowBytes),
          auditRoles: () => auditRoleWarning(database),
          // A warning, not a failure: the server serves; scheduling in those zones is refused until the rules agree.
          timeZoneRules: async () => {
            const found = await needs.zoneRules.check(await zonesInUse(database, DEFAULT_ZONE));
            return found.length ? { warning: found.map(describeDisagreement).join(' ') } : null;
          },
        },
      }),
    ],
  } satisfies Area;
}
