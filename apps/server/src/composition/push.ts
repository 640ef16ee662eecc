import { createZoneRules } from '../db/zone-rules';
import { memberLanguagesRepository } from '../modules/auth/auth.repository';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { communitySettingsRepository } from '../modules/communities/community-settings.repository';
import type { CommunitiesService } from '../modules/communities/communities.service';
import { publishingRepository } from '../modules/content/publishing.repository';
import { checkedAudience } from '../modules/push-compose/audience-check';
import { notificationsJobs } from '../modules/push-compose/notifications.jobs';
import { notificationsRepository } from '../modules/push-compose/notifications.repository';
import { createNotificationsService } from '../modules/push-compose/notifications.service';
import { notificationsRoutes } from '../modules/push-compose/notifications.routes';
import { sendingRepository } from '../modules/push-compose/sending.repository';
import { createSeries } from '../modules/push-compose/series';
import { createPushSettings } from '../modules/push-compose/settings';
import { pushSettingsRoutes } from '../modules/push-compose/settings.routes';
import { inReaderLanguage, sendLanguages, versionPicker } from '../modules/push-compose/versions';
import { alertDeliveriesRepository } from '../modules/push-delivery/alert-deliveries.repository';
import { communityCredentials } from '../modules/push-delivery/credentials';
import { createDelivery } from '../modules/push-delivery/delivery';
import { deliveryJobs } from '../modules/push-delivery/delivery.jobs';
import { credentialsFailureMail } from '../modules/push-delivery/delivery-mail';
import { devicesRepository } from '../modules/push-delivery/devices.repository';
import { createDevicesService } from '../modules/push-delivery/devices.service';
import { devicesRoutes } from '../modules/push-delivery/devices.routes';
import { createPushProviders } from '../modules/push-delivery/providers';
import { createReach } from '../modules/push-delivery/reach';
import { reachRoutes } from '../modules/push-delivery/reach.routes';
import { sendingCommunityRepository } from '../modules/push-delivery/sending-community.repository';
import { startPushSimulator } from '../dev/push-simulator';
import { alertJobs, createAlerts } from '../modules/push-alerts/alerts';
import { alertsRoutes } from '../modules/push-alerts/alerts.routes';
import { createPushHealth } from '../modules/push-health/push-health';
import { pushHealthJobs } from '../modules/push-health/push-health.jobs';
import { pushHealthRoutes } from '../modules/push-health/push-health.routes';
import type { Core } from './core';
import { route, type Area, type Hook } from './wiring';

/**
 * Push, in four modules: push-compose (what administrators write, schedule and repeat; the quiet-hour settings;
 * the pushes of items going live), push-delivery (one set of providers for the server, the delivery that sends
 * through them, the member app's devices, the review before a send), push-alerts (acknowledgements, reminders,
 * the people to phone) and push-health (the credentials' daily check and the "Test credentials" button).
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
  const providers =
    core.pushProviders ??
    createPushProviders({
      config: config.push,
      clock,
      startSimulator: config.demo ? () => startPushSimulator({ ...config.push.simulator, clock }) : undefined,
    });
  const closeProviders: Hook[] = core.pushProviders
    ? []
    : [(app) => app.addHook('onClose', () => providers.close())];
  const credentials = communityCredentials({ readPushSecret: needs.readPushSecret, demo: config.demo });
  const delivery = createDelivery({
    database,
    clock,
    logger,
    notifications: sendingRepository,
    pickVersions: versionPicker,
    providersFor: () => providers,
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
  const compose = notificationsJobs({ database, clock, queue, sendToMember: notifications.sendToMember });
  const devices = createDevicesService({
    database,
    clock,
    inReaderLanguage,
    memberLanguages: memberLanguagesRepository,
  });
  const series = createSeries({ database, clock, queue });
  const alerts = createAlerts({
    database,
    clock,
    logger,
    providersFor: () => providers,
    credentials,
    deliveries: alertDeliveriesRepository,
    devices: devicesRepository,
    communities: sendingCommunityRepository,
    notifications: notificationsRepository,
    audit,
  });
  const pushHealth = createPushHealth({
    database,
    clock,
    logger,
    mail,
    publicUrl,
    providers,
    credentials,
    communities: sendingCommunityRepository,
    health: communitySettingsRepository,
    audit,
  });
  const pushSettings = createPushSettings({
    database,
    settings: communitySettingsRepository,
    zoneRules,
    audit,
  });
  // The review before a send: the fan-out's own audience query, counted (issue 22).
  const reach = createReach({
    database,
    clock,
    checkAudience: checkedAudience,
    sendLanguages,
    pageSize: delivery.tuning.fanOutPage,
  });
  return {
    zoneRules,
    devices,
    /** The publishing calendar's port: the community's pushes beside its content. */
    pushCalendar: pushSettings.calendar,
    jobs: [
      ...deliveryJobs({ clock, queue, delivery }),
      ...compose.jobs,
      ...series.jobs,
      ...alertJobs({ alerts }),
      ...pushHealthJobs({ health: pushHealth }),
    ],
    hooks: [
      // Picks up sends a stopped worker left and items' pushes not yet converted (main.ts, once the queue works).
      (app) => app.decorate('notifications', { resume: compose.resume }),
      (app) => app.decorate('zoneRules', zoneRules),
      ...closeProviders,
    ],
    routes: [
      route(devicesRoutes, { service: devices }),
      route(notificationsRoutes, { service: notifications }),
      route(reachRoutes, { reach }),
      route(pushSettingsRoutes, { service: pushSettings }),
      route(alertsRoutes, { service: alerts }),
      route(pushHealthRoutes, { service: pushHealth }),
    ],
  } satisfies Area;
}
