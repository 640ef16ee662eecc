import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { pendingMigrations, type Database } from './db/client';
import { createQueue, type JobQueue } from './jobs/queue';
import { systemClock, type Clock } from './lib/clock';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { loggerOptions } from './plugins/logging';
import { registerDrain } from './plugins/drain';
import { helmetOptions, registerSecurityHeaders } from './plugins/security-headers';
import { registerSwagger } from './plugins/swagger';
import { registerWeb } from './plugins/web';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { queueStats } from './jobs/queue-stats';
import { createTokenSigner } from './modules/auth/auth.tokens';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { mailJobs } from './modules/mail/mail.jobs';
import { createMailService } from './modules/mail/mail.service';
import { createMailTransport, type MailTransport } from './modules/mail/mail.transport';
import { createAccountEmails } from './modules/public/account-emails';
import { publicJobs } from './modules/public/public.jobs';
import { createPublicService } from './modules/public/public.service';
import { publicRoutes } from './modules/public/public.routes';
import { createInvitationsService } from './modules/public/invitations.service';
import { invitationsRoutes } from './modules/public/invitations.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createApprovalsService } from './modules/approvals/approvals.service';
import { approvalsRoutes } from './modules/approvals/approvals.routes';
import { createAttachmentsService } from './modules/content/attachments.service';
import { createContentService } from './modules/content/content.service';
import { contentRoutes } from './modules/content/content.routes';
import { createFeedService } from './modules/feed/feed.service';
import { feedRoutes } from './modules/feed/feed.routes';
import { appFeedRoutes } from './modules/feed/app-feed.routes';
import { createPublishingService } from './modules/publishing/publishing.service';
import { publishingJobs } from './modules/publishing/publishing.jobs';
import { publishingRoutes } from './modules/publishing/publishing.routes';
import { createMaintenanceService } from './modules/maintenance/maintenance.service';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { feedItemUploadsRoutes } from './modules/uploads/feed-item-uploads.routes';
import { createSecretBox } from './lib/secrets';
import { createStorage } from './modules/uploads/storage';
import { createUploadsService } from './modules/uploads/uploads.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { communityJobs } from './modules/communities/communities.jobs';
import { createCommunitiesService } from './modules/communities/communities.service';
import { communitiesRoutes } from './modules/communities/communities.routes';
import { createAdministratorsService } from './modules/administrators/administrators.service';
import { administratorsRoutes } from './modules/administrators/administrators.routes';
import { createPlatformMembersService } from './modules/platform-members/platform-members.service';
import { platformMembersRoutes } from './modules/platform-members/platform-members.routes';
import { registerAppAuth } from './modules/app/app.auth';
import { createAppService } from './modules/app/app.service';
import { appRoutes } from './modules/app/app.routes';
import { createGuestSigner } from './modules/app/app.tokens';
import { createGroupsService } from './modules/groups/groups.service';
import { groupsRoutes } from './modules/groups/groups.routes';
import { createGuestsService } from './modules/guests/guests.service';
import { guestsRoutes } from './modules/guests/guests.routes';
import { createMembersImportService } from './modules/members/members-import.service';
import { membersJobs } from './modules/members/members.jobs';
import { createMembersService } from './modules/members/members.service';
import { membersRoutes } from './modules/members/members.routes';
import { supportJobs } from './modules/support/support.jobs';
import { createSupportService } from './modules/support/support.service';
import { supportAppRoutes } from './modules/support/support-app.routes';
import { supportCommunityRoutes } from './modules/support/support-community.routes';
import { supportAdminRoutes } from './modules/support/support-admin.routes';
import { reportsJobs } from './modules/reports/reports.jobs';
import { analyticsJobs } from './modules/analytics/analytics.jobs';
import { createReportsService } from './modules/reports/reports.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createPushProviders, type PushProviders } from './modules/notifications/providers';
import { startPushSimulator } from './modules/notifications/simulator';
import { createDelivery, type DeliveryTuning } from './modules/notifications/delivery';
import { credentialsFailureMail } from './modules/notifications/delivery-mail';
import { communityCredentials } from './modules/notifications/credentials';
import { notificationsJobs } from './modules/notifications/notifications.jobs';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createDevicesService } from './modules/notifications/devices.service';
import { devicesRoutes } from './modules/notifications/devices.routes';
import { alertJobs, createAlerts } from './modules/notifications/alerts';
import { alertsRoutes } from './modules/notifications/alerts.routes';
import { createPushHealth } from './modules/notifications/push-health';
import { pushHealthJobs } from './modules/notifications/push-health.jobs';
import { pushHealthRoutes } from './modules/notifications/push-health.routes';
import { createSeries } from './modules/notifications/series';
import { createPushSettings } from './modules/notifications/settings';
import { pushSettingsRoutes } from './modules/notifications/settings.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createItemAnalyticsService } from './modules/analytics/item-analytics.service';
import { itemAnalyticsRoutes } from './modules/analytics/item-analytics.routes';
import { createPlatformAnalyticsService } from './modules/analytics/platform-analytics.service';
import { platformAnalyticsRoutes } from './modules/analytics/platform-analytics.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** Push providers (tests and the benchmark point them at a simulator); default: Apple and Google per config. */
  pushProviders?: PushProviders;
  /** Delivery page sizes and concurrency (the benchmark and the crash test tune them). */
  deliveryTuning?: Partial<DeliveryTuning>;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
    /** Push: picks up sends a stopped worker left (call once the queue works; main.ts does). */
    notifications: { resume(): Promise<void> };
  }
}

// JSON bodies are small; uploads have their own, larger limits on their routes.
export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application over a database. Tests call this and use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    // Redacted and without query parameters (plugins/logging.ts); tests pass their own, built the same way.
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // Requests still running get this long to finish on shutdown.
    pluginTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Calls without a payload (logout, refresh) may still say application/json: an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );

  // The id is in every log line of the request; handing it back lets a person quote it in a support ticket.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  const queue = createQueue(database, app.log);
  app.decorate('queue', queue);
  app.addHook('onClose', async () => {
    await queue.stop();
    transport.close();
  });

  await app.register(cookie);
  await registerSecurityHeaders(app, helmetOptions(config.publicUrl.startsWith('https://')));
  registerErrorHandler(app);
  // Before every route: during the shutdown drain, new requests are turned away first.
  registerDrain(app);
  registerInputGuard(app);
  // Counters the sending paths move and gauges read at scrape time (plugins/metrics.ts).
  const metrics = createMetrics();
  await registerMetrics(app, {
    metrics,
    sources: { queueStats: () => queueStats(database), poolStats: () => database.poolStats() },
    token: config.metricsToken,
  });
  await registerSwagger(app, config);
  const signer = createTokenSigner(config.jwtSecret);
  registerAuth(app, { database, signer, clock });
  const guestSigner = createGuestSigner(config.jwtSecret);
  // Member app callers (members and guests): app.authorizeApp({ guests }) for every /app/v1 route.
  registerAppAuth(app, { database, signer, guestSigner, clock });

  const transport =
    deps.mailTransport ??
    createMailTransport({ smtpUrl: config.smtpUrl, mailDir: join(config.dataDir, 'mail'), logger: app.log });

  // Services: one factory per module over what it needs; a module that needs another's effect gets that
  // service (or a small function) here, never its repository.
  const { publicUrl } = config;
  const mail = createMailService({ database, queue });
  const accountEmails = createAccountEmails({ database, mail, publicUrl, clock });
  const auth = createAuthService({ database, signer, clock, accountEmails });
  // Disk or S3, shared by community logos and content files.
  const storage = createStorage(config);
  const secrets = createSecretBox(config.pushCredentialsKey);
  const imports = createMembersImportService({ database, queue, clock, mail, publicUrl });
  const sendVerification = (userId: string, communityId: string) =>
    accountEmails.sendVerification(userId, communityId);
  const approvals = createApprovalsService({ database, mail, clock, publicUrl, secret: config.jwtSecret });
  const content = createContentService({ database, clock, approvals });
  const feed = createFeedService({ database, clock, content, mail });
  const communities = createCommunitiesService({ database, queue, clock, secrets });

  // Push: one set of providers for the server; with DEMO on, demo communities send to an in-process simulator.
  const pushProviders =
    deps.pushProviders ??
    createPushProviders({
      config: config.push,
      clock,
      startSimulator: config.demo ? () => startPushSimulator({ ...config.push.simulator, clock }) : undefined,
    });
  if (!deps.pushProviders) app.addHook('onClose', () => pushProviders.close());
  const pushCredentials = communityCredentials({
    readPushSecret: communities.readPushSecret,
    demo: config.demo,
  });
  const delivery = createDelivery({
    database,
    clock,
    logger: app.log,
    providersFor: () => pushProviders,
    credentials: pushCredentials,
    credentialsFailed: credentialsFailureMail({ mail, publicUrl }),
    tuning: deps.deliveryTuning,
  });
  const notifications = createNotificationsService({ database, queue, clock });
  const push = notificationsJobs({
    database,
    clock,
    queue,
    delivery,
    sendToMember: notifications.sendToMember,
  });
  app.decorate('notifications', { resume: push.resume });
  const devices = createDevicesService({ database, clock });
  // Push beyond one send: recurring series, emergency-alert reminders, credential health, quiet-hour settings.
  const series = createSeries({ database, clock, queue });
  const alerts = createAlerts({
    database,
    clock,
    logger: app.log,
    providersFor: () => pushProviders,
    credentials: pushCredentials,
  });
  const pushHealth = createPushHealth({
    database,
    clock,
    logger: app.log,
    mail,
    publicUrl,
    providers: pushProviders,
    credentials: pushCredentials,
  });
  const pushSettings = createPushSettings({ database });
  // Support answers reach the member by e-mail and, through the notifications module's job, on their phone.
  const support = createSupportService({ database, clock, mail, queue, storage });

  // Analytics reports: built from the analytics figures by a job, e-mailed through the mail module with files.
  const reports = createReportsService({ database, clock, queue, mail });

  // Jobs: every module's queued work, registered here and nowhere else.
  queue.register([
    ...supportJobs({ service: support }),
    ...mailJobs({ database, transport, from: config.mailFrom, clock }),
    ...publicJobs({ database, emails: accountEmails }),
    ...communityJobs({ database, mail, publicUrl }),
    ...membersJobs({ database, sendVerification, imports }),
    ...publishingJobs({ database, clock, queue }),
    ...push.jobs,
    ...series.jobs,
    ...alertJobs({ alerts }),
    ...pushHealthJobs({ health: pushHealth }),
    ...reportsJobs({ service: reports }),
    // The analytics roll-up (every minute): folds activity_events into the daily figures.
    ...analyticsJobs({ database }),
  ]);

  // Routes: one registration per route file. Public pages and sessions first.
  await app.register(healthRoutes, {
    database,
    readiness: {
      migrations: async () => {
        const pending = await pendingMigrations(database);
        return pending.length ? `Migrations not applied yet: ${pending.join(', ')}.` : null;
      },
      queue: () => queue.health(),
    },
  });
  await app.register(authRoutes, { service: auth, secureCookies: publicUrl.startsWith('https://') });
  await app.register(publicRoutes, { service: createPublicService({ database, queue, clock }) });
  await app.register(invitationsRoutes, { service: createInvitationsService({ database, clock }) });
  await app.register(dashboardRoutes, { service: createDashboardService({ database }) });

  // Platform back-office: communities, push credentials, uploads, administrators, members across communities.
  await app.register(uploadsRoutes, {
    storage,
    service: createUploadsService({ database, storage, clock, logger: app.log }),
  });
  await app.register(communitiesRoutes, {
    service: communities,
  });
  await app.register(administratorsRoutes, {
    service: createAdministratorsService({ database, clock, accountEmails }),
  });
  await app.register(platformMembersRoutes, { service: createPlatformMembersService({ database, clock }) });
  // Platform analytics; its communities overview is the communities module's list.
  await app.register(platformAnalyticsRoutes, {
    service: createPlatformAnalyticsService({ database, clock, listCommunities: communities.list }),
  });

  // Members, groups and guests of a community, and the member app API (/app/v1).
  await app.register(membersRoutes, { service: createMembersService({ database, queue, clock }), imports });
  await app.register(groupsRoutes, { service: createGroupsService({ database, clock }) });
  await app.register(guestsRoutes, { service: createGuestsService({ database }) });
  await app.register(appRoutes, {
    service: createAppService({ database, clock, auth, guestSigner, sendVerification, devices }),
  });
  await app.register(devicesRoutes, { service: devices });

  // Content and publishing: the five kinds, uploads of their files, document reviews, the feed, maintenance.
  await app.register(contentRoutes, { service: content });
  await app.register(approvalsRoutes, { service: approvals });
  await app.register(feedItemUploadsRoutes, {
    service: createAttachmentsService({ database, storage, clock }),
  });
  await app.register(feedRoutes, { service: feed, content });
  await app.register(appFeedRoutes, { service: feed });
  await app.register(publishingRoutes, {
    service: createPublishingService({
      database,
      queue,
      clock,
      content,
      storage,
      logger: app.log,
      pushCalendar: pushSettings.calendar,
    }),
  });
  // Push notifications: compose, schedule and send from the console (the app side is registered above).
  await app.register(notificationsRoutes, {
    service: notifications,
  });
  await app.register(pushSettingsRoutes, { service: pushSettings });
  await app.register(alertsRoutes, { service: alerts });
  await app.register(pushHealthRoutes, { service: pushHealth });
  await app.register(maintenanceRoutes, { service: createMaintenanceService({ database, queue }) });

  // Community analytics: the console's figures and one feed item's (both read the roll-ups of analytics_daily).
  await app.register(analyticsRoutes, { service: createAnalyticsService({ database, clock }) });
  await app.register(itemAnalyticsRoutes, { service: createItemAnalyticsService({ database, clock }) });

  // Support: the member app raises tickets, both consoles answer them.
  await app.register(supportAppRoutes, { service: support, clock });
  await app.register(supportCommunityRoutes, { service: support });
  await app.register(supportAdminRoutes, { service: support });
  await app.register(reportsRoutes, { service: reports });
  // Beside the server's source folder and its build folder alike (src/ and dist/ are one level below apps/server).
  await registerWeb(app, config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)));
  return app;
}
