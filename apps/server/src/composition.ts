import type { RequestsInFlight } from './lib/requests-in-flight';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';
import { createAuthService } from './modules/auth/auth.service';
import { accountsRepository } from './modules/auth/accounts.repository';
import { authRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { mailJobs } from './modules/mail/mail.jobs';
import { createMailService } from './modules/mail/mail.service';
import { type MailTransport } from './modules/mail/mail.transport';
import { createAccountEmails } from './modules/public/account-emails';
import { publicJobs } from './modules/public/public.jobs';
import { createPublicService } from './modules/public/public.service';
import { invitationsRepository } from './modules/public/invitations.repository';
import { publicRepository } from './modules/public/public.repository';
import { publicRoutes } from './modules/public/public.routes';
import { createInvitationsService } from './modules/public/invitations.service';
import { invitationsRoutes } from './modules/public/invitations.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { healthRoutes, type ReadinessCheck } from './modules/health/health.routes';
import type { Metrics } from './plugins/metrics';
import { describeDisagreement, zonesInUse } from './db/zone-rules';
import { DEFAULT_ZONE } from './lib/zoned-time';
import { createApprovalsService } from './modules/approvals/approvals.service';
import { approvalsRepository } from './modules/approvals/approvals.repository';
import { approvalsRoutes } from './modules/approvals/approvals.routes';
import { createAttachmentsService } from './modules/content/attachments.service';
import { createContentService } from './modules/content/content.service';
import { contentRepository } from './modules/content/content.repository';
import { maintenanceRepository } from './modules/content/maintenance.repository';
import { publishingRepository } from './modules/content/publishing.repository';
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
import { createStorage } from './lib/files/storage';
import { createUploadsService } from './modules/uploads/uploads.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { communityJobs } from './modules/communities/communities.jobs';
import { createCommunitiesService } from './modules/communities/communities.service';
import { communitiesRepository } from './modules/communities/communities.repository';
import { communitySettingsRepository } from './modules/communities/community-settings.repository';
import { communitiesRoutes } from './modules/communities/communities.routes';
import { createAdministratorsService } from './modules/administrators/administrators.service';
import { administratorsRoutes } from './modules/administrators/administrators.routes';
import { createPlatformMembersService } from './modules/platform-members/platform-members.service';
import { platformMembersRoutes } from './modules/platform-members/platform-members.routes';
import { createAppService } from './modules/app/app.service';
import { appRoutes } from './modules/app/app.routes';
import { languagesRepository } from './modules/communities/languages.repository';
import { createGroupsService } from './modules/groups/groups.service';
import { groupsRepository } from './modules/members/groups.repository';
import { groupsRoutes } from './modules/groups/groups.routes';
import { createGuestsService } from './modules/guests/guests.service';
import { guestsRepository } from './modules/guests/guests.repository';
import { guestsRoutes } from './modules/guests/guests.routes';
import { createMembersImportService } from './modules/members/members-import.service';
import { membersJobs } from './modules/members/members.jobs';
import { createMembersService, listMembers } from './modules/members/members.service';
import { membersRepository } from './modules/members/members.repository';
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
import { publishRequestsRepository } from './modules/notifications/publish-requests.repository';
import { devicesRoutes } from './modules/notifications/devices.routes';
import { alertJobs } from './modules/notifications/alerts';
import { pushHealthJobs } from './modules/notifications/push-health.jobs';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { analyticsRepository } from './modules/analytics/analytics.repository';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createItemAnalyticsService } from './modules/analytics/item-analytics.service';
import { itemAnalyticsRoutes } from './modules/analytics/item-analytics.routes';
import { createPlatformAnalyticsService } from './modules/analytics/platform-analytics.service';
import { platformAnalyticsRoutes } from './modules/analytics/platform-analytics.routes';

import type { TokenSigner } from './modules/auth/auth.tokens';
import type { GuestSigner } from './modules/app/app.tokens';
import { composePush, registerPushRoutes } from './composition-push';
import { createAuditRecorder, noAudit } from './modules/audit/audit.service';
import { composeData } from './composition-data';
import { registerLanguageRoutes } from './composition-languages';
import { auditedPublishingLog } from './modules/audit';
import type { PushProviders } from './modules/notifications/providers';
import type { DeliveryTuning } from './modules/notifications/delivery';

/**
 * The composition root's second half (app.ts builds Fastify and its plugins, then calls this): every module's
 * repositories are handed to the services that need them here, as narrow Pick<> ports, never imported across
 * modules; jobs and routes are registered here and nowhere else.
 */
export interface ModulesDeps {
  config: Config;
  database: Database;
  clock: Clock;
  queue: JobQueue;
  signer: TokenSigner;
  guestSigner: GuestSigner;
  transport: MailTransport;
  pushProviders?: PushProviders;
  deliveryTuning?: Partial<DeliveryTuning>;
  serverZoneOffset?: (zone: string, at: Date) => number;
  /** /metrics' counters, moved by the senders (pushes, e-mails). */
  metrics: Pick<Metrics, 'pushesSent' | 'pushesFailed' | 'emailsQueued' | 'emailsSent'>;
  /** /readyz's checks beside the database's (app.ts: migrations applied). */
  readiness: Record<string, ReadinessCheck>;
  /** The requests being served, which long jobs step aside for between their transactions (db/yield.ts). */
  requests: RequestsInFlight;
  /** The audit trail off (bench/audit.ts only). */
  auditOff?: boolean;
}

export async function registerModules(app: FastifyInstance, deps: ModulesDeps): Promise<void> {
  const { config, database, clock, queue, signer, guestSigner, transport } = deps;

  // Services: one factory per module over a typed deps object. What a module needs of another (its service, a
  // function, or a narrow Pick<> port of the repository that owns the table, db/owners.json) is handed over
  // here: modules never import each other's repositories.
  const { publicUrl } = config;
  // The audit trail: every module records through this port, inside its own transaction (modules/audit).
  const audit = deps.auditOff ? noAudit : createAuditRecorder({ clock });
  const mail = createMailService({ database, queue, metrics: deps.metrics });
  const accountEmails = createAccountEmails({
    database,
    mail,
    publicUrl,
    clock,
    communities: communitiesRepository,
  });
  // Disk or S3, shared by community logos and content files; `addresses` make stored file addresses absolute.
  const storage = createStorage(config, clock);
  const addresses = storage;
  const auth = createAuthService({ database, signer, clock, accountEmails, addresses, audit });
  const secrets = createSecretBox(config.pushCredentialsKey);
  const imports = createMembersImportService({
    database,
    requests: deps.requests,
    queue,
    clock,
    mail,
    publicUrl,
    accounts: accountsRepository,
    links: {
      hasLive: invitationsRepository.hasLive,
      create: invitationsRepository.create,
      createToken: publicRepository.createToken,
    },
    communities: communitiesRepository,
    audit,
  });
  const sendVerification = (userId: string, communityId: string) =>
    accountEmails.sendVerification(userId, communityId);
  const approvals = createApprovalsService({
    database,
    mail,
    clock,
    publicUrl,
    secret: config.jwtSecret,
    communities: communitiesRepository,
    addresses,
  });
  const content = createContentService({
    database,
    clock,
    approvals,
    reviews: approvalsRepository,
    addresses,
    audit,
    languages: languagesRepository,
  });
  const feed = createFeedService({
    database,
    clock,
    content,
    counters: contentRepository,
    mail,
    communities: communitiesRepository,
    addresses,
    languages: languagesRepository,
  });
  // Publishing moves content's items through their states; a publish with a push leaves a request row.
  const publishingPorts = {
    items: { ...publishingRepository, log: auditedPublishingLog(audit, publishingRepository.log) },
    pushRequests: publishRequestsRepository,
  };
  const communities = createCommunitiesService({
    database,
    queue,
    clock,
    secrets,
    addresses,
    push: config.push,
    audit,
  });

  // Push: providers, delivery, scheduling, alerts, credential health and settings (composition-push.ts).
  const { zoneRules, notifications, push, devices, series, alerts, pushHealth, pushSettings, reach } =
    composePush(app, deps, {
      mail,
      readPushSecret: communities.readPushSecret,
      itemPushes: { cancel: publishingRepository.cancelPushes },
      audit,
    });
  // Support answers reach the member by e-mail and, through the notifications module's job, on their phone.
  const support = createSupportService({ database, clock, mail, queue, storage, audit });

  // Analytics reports: built from the analytics figures by a job, e-mailed through the mail module with files.
  const reports = createReportsService({ database, clock, queue, mail, figures: analyticsRepository, audit });

  // A community's data (composition-data.ts), before any route: its closing's guard of the app is a root hook.
  const data = composeData(app, {
    database,
    queue,
    mail,
    storage,
    clock,
    config,
    requests: deps.requests,
    audit,
  });

  // Jobs: every module's queued work, registered here and nowhere else.
  queue.register([
    ...data.jobs,
    ...supportJobs({ service: support }),
    ...mailJobs({ database, transport, from: config.mailFrom, clock, metrics: deps.metrics }),
    ...publicJobs({ database, emails: accountEmails, communities: communitiesRepository }),
    ...communityJobs({ database, mail, publicUrl }),
    ...membersJobs({ database, sendVerification, imports }),
    ...publishingJobs({ database, clock, queue, ports: publishingPorts }),
    ...push.jobs,
    ...series.jobs,
    ...alertJobs({ alerts }),
    ...pushHealthJobs({ health: pushHealth }),
    ...reportsJobs({ service: reports }),
    // The analytics roll-up (every minute): folds activity_events into the daily figures.
    ...analyticsJobs({ database, requests: deps.requests }),
  ]);

  // Routes: one registration per route file. Public pages and sessions first.
  await app.register(healthRoutes, {
    database,
    readiness: {
      ...deps.readiness,
      // A warning, not a failure: the server serves; scheduling in those zones is refused until the rules agree.
      timeZoneRules: async () => {
        const found = await zoneRules.check(await zonesInUse(database, DEFAULT_ZONE));
        return found.length ? { warning: found.map(describeDisagreement).join(' ') } : null;
      },
    },
  });
  app.decorate('zoneRules', zoneRules);
  app.decorate('imports', { resume: imports.resume });
  await app.register(authRoutes, { service: auth, secureCookies: publicUrl.startsWith('https://') });
  await app.register(publicRoutes, {
    service: createPublicService({
      database,
      queue,
      clock,
      accounts: { ...accountsRepository, setPassword: authRepository.setPassword },
      addresses,
    }),
  });
  await app.register(invitationsRoutes, {
    service: createInvitationsService({ database, clock, accounts: accountsRepository }),
  });
  await app.register(dashboardRoutes, { service: createDashboardService({ database }) });

  // Platform back-office: communities, push credentials, uploads, administrators, members across communities.
  await app.register(uploadsRoutes, {
    storage,
    publicItemShows: (communityId, key) => contentRepository.publicItemShows(database.db, communityId, key),
    service: createUploadsService({
      database,
      storage,
      clock,
      logger: app.log,
      logos: communitySettingsRepository,
      audit,
    }),
  });
  await app.register(communitiesRoutes, {
    service: communities,
  });
  // A community's languages and each member's (composition-languages.ts).
  await registerLanguageRoutes(app, database);
  await app.register(administratorsRoutes, {
    service: createAdministratorsService({
      database,
      clock,
      accountEmails,
      accounts: accountsRepository,
      addresses,
      audit,
    }),
  });
  await app.register(platformMembersRoutes, {
    service: createPlatformMembersService({ database, clock, accounts: accountsRepository, audit }),
  });
  // Platform analytics; its communities overview is the communities module's list.
  await app.register(platformAnalyticsRoutes, {
    service: createPlatformAnalyticsService({
      database,
      clock,
      listCommunities: communities.list,
      addresses,
    }),
  });

  // Members, groups and guests of a community, and the member app API (/app/v1).
  await app.register(membersRoutes, {
    service: createMembersService({ database, queue, clock, accounts: accountsRepository, audit }),
    imports,
  });
  await app.register(groupsRoutes, {
    service: createGroupsService({
      database,
      clock,
      groups: groupsRepository,
      listMembers,
      files: contentRepository,
      addresses,
      audit,
    }),
  });
  await app.register(guestsRoutes, { service: createGuestsService({ database, audit }) });
  await app.register(appRoutes, {
    service: createAppService({
      database,
      clock,
      auth,
      guestSigner,
      addresses,
      sendVerification,
      devices,
      sessions: authRepository,
      accounts: accountsRepository,
      guests: guestsRepository,
      memberEvents: membersRepository,
      memberGroups: groupsRepository,
    }),
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
      ports: publishingPorts,
      storage,
      logger: app.log,
      pushCalendar: pushSettings.calendar,
      zoneRules,
      audit,
    }),
  });
  // Push notifications: compose, schedule and send from the console (the app side is registered above).
  await registerPushRoutes(app, { notifications, reach, pushSettings, alerts, pushHealth });
  await app.register(maintenanceRoutes, {
    service: createMaintenanceService({ database, queue, items: maintenanceRepository }),
  });

  // Community analytics: the console's figures and one feed item's (both read the roll-ups of analytics_daily).
  await app.register(analyticsRoutes, { service: createAnalyticsService({ database, clock, addresses }) });
  await app.register(itemAnalyticsRoutes, { service: createItemAnalyticsService({ database, clock }) });

  // Support: the member app raises tickets, both consoles answer them.
  await app.register(supportAppRoutes, { service: support });
  await app.register(supportCommunityRoutes, { service: support });
  await app.register(supportAdminRoutes, { service: support });
  await app.register(reportsRoutes, { service: reports });
  await data.registerRoutes(app);
}
