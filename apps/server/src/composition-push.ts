import type { FastifyInstance } from 'fastify';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { alertsRoutes } from './modules/notifications/alerts.routes';
import { pushHealthRoutes } from './modules/notifications/push-health.routes';
import { pushSettingsRoutes } from './modules/notifications/settings.routes';
import { createZoneRules } from './db/zone-rules';
import type { MailService } from './modules/mail';
import { communitiesRepository } from './modules/communities/communities.repository';
import { communitySettingsRepository } from './modules/communities/community-settings.repository';
import { createPushProviders } from './modules/notifications/providers';
import { startPushSimulator } from './modules/notifications/simulator';
import { createDelivery } from './modules/notifications/delivery';
import { credentialsFailureMail } from './modules/notifications/delivery-mail';
import { communityCredentials } from './modules/notifications/credentials';
import { notificationsJobs } from './modules/notifications/notifications.jobs';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { memberLanguagesRepository } from './modules/auth/auth.repository';
import { createDevicesService } from './modules/notifications/devices.service';
import { createAlerts } from './modules/notifications/alerts';
import { createPushHealth } from './modules/notifications/push-health';
import { createSeries } from './modules/notifications/series';
import { createPushSettings } from './modules/notifications/settings';
import { createReach } from './modules/notifications/reach';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';
import type { Metrics } from './plugins/metrics';
import type { PushProviders } from './modules/notifications/providers';
import type { DeliveryTuning } from './modules/notifications/delivery';
import type { AuditRecorder } from './modules/audit';

/** What composition.ts's ModulesDeps gives the push wiring (declared here so neither file imports the other's). */
export interface PushDeps {
  config: Config;
  database: Database;
  clock: Clock;
  queue: JobQueue;
  pushProviders?: PushProviders;
  deliveryTuning?: Partial<DeliveryTuning>;
  serverZoneOffset?: (zone: string, at: Date) => number;
  metrics: Pick<Metrics, 'pushesSent' | 'pushesFailed'>;
}

/**
 * The push half of the composition root (composition.ts calls it): one set of providers for the server, the
 * delivery that sends through them, scheduling with the zone-rule check, recurring series, emergency alerts,
 * credential health and the quiet-hour settings. Kept apart only for size; the same rules hold as in
 * composition.ts (ports handed over here, nothing imported across modules).
 */
export function composePush(
  app: FastifyInstance,
  deps: PushDeps,
  ports: {
    mail: MailService;
    /** The communities module's decrypted push credentials. */
    readPushSecret: Parameters<typeof communityCredentials>[0]['readPushSecret'];
    /** Content's: the push a scheduled item sends when it goes live, cancelled from Notifications › Scheduled. */
    itemPushes: Parameters<typeof createNotificationsService>[0]['itemPushes'];
    audit: AuditRecorder;
  },
) {
  const { config, database, clock, queue } = deps;
  const { mail } = ports;
  const { publicUrl } = config;
  // With DEMO on, demo communities send to an in-process simulator.
  const pushProviders =
    deps.pushProviders ??
    createPushProviders({
      config: config.push,
      clock,
      startSimulator: config.demo ? () => startPushSimulator({ ...config.push.simulator, clock }) : undefined,
    });
  if (!deps.pushProviders) app.addHook('onClose', () => pushProviders.close());
  const pushCredentials = communityCredentials({
    readPushSecret: ports.readPushSecret,
    demo: config.demo,
  });
  const delivery = createDelivery({
    database,
    clock,
    logger: app.log,
    providersFor: () => pushProviders,
    credentials: pushCredentials,
    metrics: deps.metrics,
    credentialsFailed: credentialsFailureMail({ mail, publicUrl, administrators: communitiesRepository }),
    // A crash re-sends at most the messages out unrecorded: as many as one pool's streams (its 200 per session).
    tuning: { unrecorded: config.push.connections * 200, ...deps.deliveryTuning },
  });
  // Local times are the server's (Node's tz data) and the database's: a zone where they differ is not scheduled in.
  const zoneRules = createZoneRules({
    database,
    now: () => clock.now(),
    serverOffset: deps.serverZoneOffset,
  });
  const notifications = createNotificationsService({
    database,
    queue,
    clock,
    zoneRules,
    itemPushes: ports.itemPushes,
    audit: ports.audit,
  });
  const push = notificationsJobs({
    database,
    clock,
    queue,
    delivery,
    sendToMember: notifications.sendToMember,
  });
  app.decorate('notifications', { resume: push.resume });
  const devices = createDevicesService({ database, clock, memberLanguages: memberLanguagesRepository });
  // Push beyond one send: recurring series, emergency-alert reminders, credential health, quiet-hour settings.
  const series = createSeries({ database, clock, queue });
  const alerts = createAlerts({
    database,
    clock,
    logger: app.log,
    providersFor: () => pushProviders,
    credentials: pushCredentials,
    audit: ports.audit,
  });
  const pushHealth = createPushHealth({
    database,
    clock,
    logger: app.log,
    mail,
    publicUrl,
    providers: pushProviders,
    credentials: pushCredentials,
    health: communitySettingsRepository,
    audit: ports.audit,
  });
  const pushSettings = createPushSettings({
    database,
    settings: communitySettingsRepository,
    zoneRules,
    audit: ports.audit,
  });
  // The review before a send: the fan-out's own audience query, counted (issue 22).
  const reach = createReach({ database, clock, pageSize: delivery.tuning.fanOutPage });
  return { zoneRules, notifications, push, devices, series, alerts, pushHealth, pushSettings, reach };
}

/** The console's push routes: compose, schedule and send, settings, alerts, credential health. */
export async function registerPushRoutes(
  app: FastifyInstance,
  push: Pick<
    ReturnType<typeof composePush>,
    'notifications' | 'reach' | 'pushSettings' | 'alerts' | 'pushHealth'
  >,
): Promise<void> {
  await app.register(notificationsRoutes, { service: push.notifications, reach: push.reach });
  await app.register(pushSettingsRoutes, { service: push.pushSettings });
  await app.register(alertsRoutes, { service: push.alerts });
  await app.register(pushHealthRoutes, { service: push.pushHealth });
}
