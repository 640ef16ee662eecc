import { communityExport, exportsExpirySweep } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { ExportsService } from './exports.service';

/** The export job (the service writes the archive, its progress and the "ready" e-mail) and the hourly expiry. */
export function exportJobs(deps: { service: Pick<ExportsService, 'run' | 'removeExpired'> }) {
  return [
    handle(communityExport, ({ exportId }) => deps.service.run(exportId)),
    handle(exportsExpirySweep, () => deps.service.removeExpired()),
  ];
}
