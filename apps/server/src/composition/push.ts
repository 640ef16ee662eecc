import { createZoneRules } from '../db/zone-rules';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { communitySettingsRepository } from '../modules/communities/community-settings.repository';
import type { CommunitiesService } from '../modules/communities/communities.service';
import { publishingRepository } from '../modules/content/publishing.repository';
import { memberLanguagesRepository } from '../modules/auth/auth.repository';
import { createPushProviders } from '../modules/notifications/providers';
import { startPushSimulator } from '../modules/notifications/simulator';
import { createDelivery } from '../modules/notifications/delivery';
import { credentialsFailureMail } from '../modules/notifications/delivery-mail';
import { communityCredentials } from '../modules/notifications/credentials';
import { notificationsJobs } from '../modules/notifications/notifications.jobs';
import { createNotificationsService } from '../modules/notifications/notifications.service';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { createDevicesService } from '../modules/notifications/devices.service';
import { devicesRoutes } from '../modules/notifications/devices.routes';
import { alertJobs, createAlerts } from '../modules/notifications/alerts';
import { alertsRoutes } from '../modules/notifications/alerts.routes';
import { createPushHealth } from '../modules/notifications/push-health';
import { pushHealthJobs } from '../modules/notifications/push-health.jobs';
import { pushHealthRoutes } from '../modules/notifications/push-health.routes';
import { createSeries } from '../modules/notifications/series';
import { createPushSettings } from '../modules/notifications/settings';
import { pushSettingsRoutes } from '../modules/notifications/settings.routes';
import { createReach } from '../modules/notifications/reach';
import type { Core } from './core';
import { route, type Area, type Hook } from './wiring';

/**
 * Push: one set of providers for the server, the delivery that sends through them, composing and scheduling (with
 * the zone-rule check), recurring series, emergency alerts, credential health, the quiet-hour settings, and the
 * member app's devices.
 */
export function wirePush(
  core: Core,
  needs: {
    /** The communities module's decrypted push credentials. */
    readPushSecret: CommunitiesService['readPushSecret'];
  },
) {
  const { config, database, clock, queue, mail, audit, logger } = core;
  const { publicUrl } = config;
  // With DEMO on, demo communities send to an in-process simulator.
  const pushProviders =
    core.pushProviders ??
    createPushProviders({
      config: config.push,
      clock,
      startSimulator: config.demo ? () => startPushSimulator({ ...config.push.simulator, clock }) : undefined,
    });
  const credentials = communityCredentials({ readPushSecret: needs.readPushSecret, demo: config.demo });
  const delivery = createDelivery({
    database,
    clock,
    logger,
    providersFor: () => pushProviders,
    credentials,
    metrics: core.metrics,
    credentialsFailed: credentialsFailureMail({ mail, publicUrl, administrators: communitiesRepository }),
    // A crash re-sends at most the messages out unrecorded: as many as one pool's streams (its 200 per session).
    tuning: { unrecorded: config.push.connections * 200, ...core.deliveryTuning },
  });
  // Local times are the server's (Node's tz data) and the database's: a zone where they differ is not scheduled in.
  const zoneRules = createZoneRules({
    database,
    now: () => clock.now(),
    serverOffset: core.serverZoneOffset,
  });
  const notifications = createNotificationsService({
    database,
    queue,
    clock,
    zoneRules,
    // Content's: the push a scheduled item sends when it goes live, cancelled from Notifications › Scheduled.
    itemPushes: { cancel: publishingRepository.cancelPushes },
    audit,
  });
  const push = notificationsJobs({
    database,
    clock,
    queue,
    delivery,
    sendToMember: notifications.sendToMember,
  });
  const devices = createDevicesService({ database, clock, memberLanguages: memberLanguagesRepository });
  const series = createSeries({ database, clock, queue });
  const alerts = createAlerts({
    database,
    clock,
    logger,
    providersFor: () => pushProviders,
    credentials,
    audit,
  });
  const pushHealth = createPushHealth({
    database,
    clock,
    logger,
    mail,
    publicUrl,
    providers: pushProviders,
    credentials,
    health: communitySettingsRepository,
    audit,
  });
  const pushSettings = createPushSettings({
    database,
    settings: communitySettingsRepository,
    zoneRules,
    audit,
  });
  const closeProviders: Hook[] = core.pushProviders
    ? []
    : [(app) => app.addHook('onClose', () => pushProviders.close())];
  // The review before a send: the fan-out's own audience query, counted (issue 22).
  const reach = createReach({ database, clock, pageSize: delivery.tuning.fanOutPage });
  return {
    zoneRules,
    devices,
    /** The publishing calendar's port: the community's pushes beside its content. */
    pushCalendar: pushSettings.calendar,
    jobs: [...push.jobs, ...series.jobs, ...alertJobs({ alerts }), ...pushHealthJobs({ health: pushHealth })],
    hooks: [
      // Push: picks up sends a stopped worker left (main.ts calls it once the queue works).
      (app) => app.decorate('notifications', { resume: push.resume }),
      (app) => app.decorate('zoneRules', zoneRules),
      ...closeProviders,
    ],
    routes: [
      route(devicesRoutes, { service: devices }),
      route(notificationsRoutes, { service: notifications, reach }),
      route(pushSettingsRoutes, { service: pushSettings }),
      route(alertsRoutes, { service: alerts }),
      route(pushHealthRoutes, { service: pushHealth }),
    ],
  } satisfies Area;
}
