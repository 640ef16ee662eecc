import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { fixedClock } from '../../src/lib/clock';
import { createPushProviders } from '../../src/modules/push-delivery/providers';
import type {
  Platform,
  PushCredentials,
  PushMessage,
  PushProviders,
} from '../../src/modules/push-delivery/providers/types';
import { sendingRepository } from '../../src/modules/push-compose/sending.repository';
import { versionPicker } from '../../src/modules/push-compose/versions';
import { createDelivery } from '../../src/modules/push-delivery/delivery';
import type { TestContext } from './app';
import {
  generatePushCredentials,
  startPushSimulator,
  type PushSimulatorOptions,
} from '../../src/dev/push-simulator';

/**
 * A provider simulator, trusted credentials for it and providers pointed at it, all on one fixed clock so
 * tests move JWT and OAuth expiry without sleeping. Close with `close()`.
 */
export async function startPushRig(options: PushSimulatorOptions & { connections?: number } = {}) {
  const clock = fixedClock(new Date('2026-11-23T12:00:00Z'));
  const sim = await startPushSimulator({ clock, ...options });
  const newCreds = (trusted = true): PushCredentials => {
    const creds = generatePushCredentials({ tokenUri: sim.tokenUrl, topic: 'ca.gathering.test' });
    if (trusted) sim.trust(creds);
    return creds;
  };
  // The server's VAPID identity, as config.webPush holds it; the simulator's Web Push service is on loopback.
  const vapid = webpush.generateVAPIDKeys();
  const webPush = {
    privateKey: vapid.privateKey,
    publicKey: vapid.publicKey,
    subject: 'mailto:push@gathering.test',
    endpointAllow: [sim.webPush.url],
  };
  const providers = createPushProviders({
    // The simulator's token endpoint is on loopback: allowed as an operator would allow a proxy's.
    config: {
      apnsUrl: sim.url,
      fcmUrl: sim.url,
      tokenUrlAllow: [sim.tokenUrl],
      connections: options.connections ?? 4,
      webPush,
    },
    clock,
    ca: sim.ca,
  });
  return {
    clock,
    sim,
    providers,
    newCreds,
    webPush,
    async close() {
      await providers.close();
      await sim.close();
    },
  };
}

export function pushMessage(platform: Platform, over: Partial<PushMessage> = {}): PushMessage {
  const notificationId = over.collapseId ?? randomUUID();
  return {
    deliveryId: randomUUID(),
    token: `${platform}-${randomUUID()}`,
    platform,
    title: 'Boil-water advisory lifted',
    body: 'Tap water is safe to drink again.',
    data: { notificationId },
    emergency: false,
    collapseId: notificationId,
    ...over,
  };
}

/**
 * A delivery worker on the test's database and clock, as a server's job builds it (push-delivery/index.ts), sending
 * with `creds` through the rig's providers; `parts` replaces any of its dependencies (a slow lease, a provider or a
 * repository that logs or fails). Two of them are two servers, or two lanes after a restart.
 */
export function deliveryWorker(
  t: Pick<TestContext, 'database' | 'clock' | 'app'>,
  rig: { providers: PushProviders },
  creds: PushCredentials,
  parts: Partial<Parameters<typeof createDelivery>[0]> = {},
) {
  return createDelivery({
    database: t.database,
    clock: t.clock,
    logger: t.app.log,
    notifications: sendingRepository,
    pickVersions: versionPicker,
    providersFor: () => rig.providers,
    credentials: async () => creds,
    credentialsFailed: async () => undefined,
    ...parts,
  });
}
