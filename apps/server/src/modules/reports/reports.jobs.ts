import { buildReport, reportSubscriptions } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { ReportsService } from './reports.service';

export const reportsJobs = (deps: { service: ReportsService }) => [
  handle(buildReport, ({ reportId }) => deps.service.build(reportId)),
  handle(reportSubscriptions, () => deps.service.sendDue()),
];
