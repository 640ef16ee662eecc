import type { ReportSubscription } from '@gathering/contract';
import { analyticsMessages, messages } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { buildReport } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import { mailLanguage, translator, type ServerLanguage } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { takeLimit, type Limit } from '../../db/rate-limits';
import { badRequest } from '../../lib/errors';
import { resolveRange } from '../analytics';
import type { MailService } from '../mail';
import {
  addDays,
  communityZone,
  DEFAULT_ZONE,
  dayIn,
  instantOf,
  today,
  wallOfDay,
} from '../../lib/zoned-time';
import { reportFigures, type ReportFiguresSource } from './report-figures';
import { renderReportCsv } from './report-csv';
import { renderReportMail } from './report-mail';
import { renderReportPdf } from './report-pdf';
import { previousPeriod, type Frequency } from './reports.periods';
import { reportsRepository as repo, type ReportRow } from './reports.repository';
import type { AuditRecorder } from '../audit';

/**
 * Reports one administrator may ask for in an hour: each costs a build and an e-mail to any address they give.
 * Counted in the report's own transaction (db/rate-limits.ts): counting the reports already stored and then
 * inserting let parallel requests all see room (14 of 15 got through).
 */
export const REPORTS_PER_HOUR: Limit = { scope: 'reports.request', max: 10, windowMs: 3_600_000 };

/** Who asks for a report: their account (the report is written in its language, else the request's). */
export interface ReportRequester {
  userId: string;
  locale: string | null;
  requestLanguage: ServerLanguage;
}

export interface ReportRequest {
  range: { from: string; to: string };
  email: string;
}

export interface ReportsService {
  requestPlatform(who: ReportRequester, body: ReportRequest): Promise<{ message: string }>;
  requestCommunity(
    who: ReportRequester,
    communityId: string,
    body: ReportRequest,
  ): Promise<{ message: string }>;
  subscription(communityId: string): Promise<ReportSubscription>;
  saveSubscription(
    who: ReportRequester,
    communityId: string,
    body: ReportSubscription,
  ): Promise<ReportSubscription>;
  /** The job: builds one report and stores its e-mail, once however often it runs. */
  build(reportId: string): Promise<void>;
  /** The daily job: each subscription's previous period, once per period. */
  sendDue(): Promise<void>;
}

class AlreadyBuilt extends Error {}

export function createReportsService(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  mail: MailService;
  /** The analytics module's figures (its repository, handed over in composition/analytics.ts). */
  figures: ReportFiguresSource;
  audit: AuditRecorder;
}): ReportsService {
  const { database, clock, queue, mail } = deps;
  const db = database.db;
  const languageOf = (who: ReportRequester) => (who.locale ? mailLanguage(who.locale) : who.requestLanguage);
  const enqueue = (reportId: string, tx?: Executor) =>
    queue.send(buildReport, { reportId }, { singletonKey: reportId, ...(tx ? { tx } : {}) });

  /** The range as RANGE filters check it (order, at most RANGE_MAX_DAYS): 400 with field `range` otherwise. */
  const checkRange = (range: ReportRequest['range'], zone: string) => {
    const now = today(zone, clock);
    return resolveRange('RANGE', range, { today: now, lifetimeStart: now });
  };

  async function request(who: ReportRequester, communityId: string | null, body: ReportRequest) {
    const zone = communityId ? communityZone(await repo.community(db, communityId)) : DEFAULT_ZONE;
    const { from, to } = checkRange(body.range, zone);
    const now = clock.now();
    // The report's row, its build job and its count against the hourly limit commit together.
    await db.transaction(async (tx) => {
      await takeLimit(tx, REPORTS_PER_HOUR, who.userId, now);
      const reportId = await repo.insert(tx, {
        communityId,
        requestedBy: who.userId,
        email: body.email,
        language: languageOf(who),
        fromDay: from,
        toDay: to,
        period: null,
        createdAt: now,
      });
      await enqueue(reportId, tx);
      // An export (PDF and CSV by e-mail): recorded with the request that causes it.
      await deps.audit.record(tx, {
        communityId,
        action: 'reports.export',
        target: { kind: 'report', id: reportId },
        details: { email: body.email, from, to },
      });
    });
    return { message: analyticsMessages.reportRequested };
  }

  async function build(report: ReportRow) {
    const language = mailLanguage(report.language);
    const from = report.fromDay;
    const to = report.toDay;
    let data;
    if (report.communityId) {
      const community = await repo.community(db, report.communityId);
      // Deleted since it was asked for: nothing to report on.
      if (!community) return;
      data = await reportFigures(deps.figures, db, { from, to, community });
    } else {
      // Communities that existed by the end of the last day (platform zone), like the platform overview's count.
      const end = instantOf(wallOfDay(addDays(to, 1)), DEFAULT_ZONE);
      data = await reportFigures(deps.figures, db, {
        from,
        to,
        table: await repo.communitiesBefore(db, end),
      });
    }
    const t = translator(language);
    const scope = data.community ?? t('emails.report.allCommunities');
    const pdf = await renderReportPdf(data, { language, generatedAt: clock.now() });
    const frequency = report.period ? (report.period.split(':')[0] as Frequency) : null;
    const rendered = renderReportMail({ language, scope, from, to, frequency });
    const attachments = [
      { filename: t('emails.report.pdfFile', { from, to }), contentType: 'application/pdf', content: pdf },
      ...renderReportCsv(data, language),
    ];
    try {
      // The e-mail (and its delivery job) commits with the report's claim on it.
      await db.transaction(async (tx) => {
        const id = await mail.store(tx, { kind: 'REPORT', to: report.email, ...rendered, attachments });
        // Another run got there first: its e-mail stands, this one is rolled back.
        if (!(await repo.attachEmail(tx, report.id, id))) throw new AlreadyBuilt();
      });
    } catch (err) {
      if (err instanceof AlreadyBuilt) return;
      throw err;
    }
  }

  return {
    requestPlatform: (who, body) => request(who, null, body),
    requestCommunity: (who, communityId, body) => request(who, communityId, body),

    async subscription(communityId) {
      const row = await repo.subscription(db, communityId);
      return {
        frequency: (row?.frequency ?? 'NONE') as ReportSubscription['frequency'],
        email: row?.email ?? null,
      };
    },

    async saveSubscription(who, communityId, body) {
      if (body.frequency !== 'NONE' && !body.email) throw badRequest(messages.emailInvalid, 'email');
      const current = await repo.subscription(db, communityId);
      await db.transaction(async (tx) => {
        await repo.saveSubscription(tx, {
          communityId,
          frequency: body.frequency,
          email: body.email,
          language: languageOf(who),
          // A new rhythm starts now: periods that ended before it are not sent (an address change keeps it).
          since: current && current.frequency === body.frequency ? current.since : clock.now(),
          updatedBy: who.userId,
        });
        await deps.audit.record(tx, {
          communityId,
          action: 'reports.subscription',
          target: { kind: 'community', id: communityId },
          before: { frequency: current?.frequency ?? 'NONE', email: current?.email ?? null },
          after: { frequency: body.frequency, email: body.email },
        });
      });
      return { frequency: body.frequency, email: body.email };
    },

    async build(reportId) {
      const report = await repo.find(db, reportId);
      if (!report) return;
      // Built by an earlier run: only make sure its e-mail is on its way (delivery is itself idempotent).
      if (report.emailId) return void (await mail.dispatch([report.emailId]));
      await build(report);
    },

    async sendDue() {
      const now = clock.now();
      for (const { subscription: s, community } of await repo.activeSubscriptions(db)) {
        const zone = communityZone(community);
        const frequency = s.frequency as Frequency;
        const period = previousPeriod(frequency, dayIn(now, zone));
        if (dayIn(s.since, zone) > period.currentStart) continue;
        await db.transaction(async (tx) => {
          const reportId = await repo.insertForPeriod(tx, {
            communityId: community.id,
            requestedBy: null,
            email: s.email!,
            language: s.language,
            fromDay: period.from,
            toDay: period.to,
            period: `${frequency}:${period.from}`,
          });
          if (reportId) await enqueue(reportId, tx);
        });
      }
      // A run that stopped between a report's row and its job left it unbuilt: queue those again (the build job
      // is keyed by the report, so one already waiting is not doubled).
      for (const id of await repo.unbuiltPeriodReports(db)) await enqueue(id);
    },
  };
}
