import { z } from 'zod';
import { defineJob } from '../../jobs/queue';
import { REPORT_BUILD_JOB, REPORT_SUBSCRIPTIONS_JOB, type ReportsService } from './reports.service';

export const reportsJobs = (deps: { service: ReportsService }) => [
  defineJob({
    name: REPORT_BUILD_JOB,
    schema: z.object({ reportId: z.uuid() }),
    // Keyed by the report: asking again while one waits queues nothing; the service sends once in any case.
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 60,
    handler: ({ reportId }) => deps.service.build(reportId),
  }),
  defineJob({
    name: REPORT_SUBSCRIPTIONS_JOB,
    schema: z.object({}),
    // 10:00 UTC is already Monday (or the 1st) in every Canadian zone, Newfoundland to the Yukon; a later run in
    // the same period sends what a missed one did not (one report per community and period).
    cron: '0 10 * * *',
    retryLimit: 2,
    handler: () => deps.service.sendDue(),
  }),
];
