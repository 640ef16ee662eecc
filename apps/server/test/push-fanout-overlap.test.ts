import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../src/db/schema';
import { sendingRepository } from '../src/modules/push-compose/sending.repository';
import type { PushCredentials, PushProviders } from '../src/modules/push-delivery/providers/types';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createUser } from './helpers/factories';
import { memberWithDevices, pushCommunity } from './helpers/push-community';
import { deliveryWorker, startPushRig } from './helpers/push';
import { login } from './helpers/session';

// A send with a phone app's credentials hands its first devices to the providers while its fan-out is still
// writing the rest (an alert to 26,000 devices waited 1.2 s for its fan-out before this): the fan-out's pages of two
// here, and the order in which the providers and the fan-out's end are reached.
describe('push fan-out beside the send', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let creds: PushCredentials;
  let communityId: string;
  let auth: { authorization: string };

  beforeAll(async () => {
    rig = await startPushRig();
    t = await createTestContext({ deps: { pushProviders: rig.providers } });
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
  });
  beforeEach(async () => {
    await t.reset();
    rig.sim.reset();
    creds = rig.newCreds();
    communityId = (await pushCommunity(t.database, t.config.pushCredentialsKey, creds)).id;
    const admin = await createUser(t.database);
    await addMembership(t.database, admin.id, communityId, { role: 'ADMIN' });
    auth = (await login(t.app, admin.username)).auth;
  });

  async function alert() {
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++)
      tokens.push(...(await memberWithDevices(t.database, communityId, 2)).devices.map((d) => d.token));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: auth,
      payload: {
        kind: 'EMERGENCY',
        alertType: 'EVACUATION',
        title: 'Evacuate now',
        body: 'Leave by the north road.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().id as string, tokens };
  }

  /** A worker whose fan-out and provider calls write to one log, in the order they happen. */
  function worker(log: string[], failFannedOut = { times: 0 }) {
    const providers: PushProviders = {
      ...rig.providers,
      senderFor(id, c) {
        const sender = rig.providers.senderFor(id, c);
        return {
          ...sender,
          async send(messages) {
            log.push(`send ${messages.length}`);
            return sender.send(messages);
          },
        };
      },
    };
    return deliveryWorker(t, { providers }, creds, {
      notifications: {
        ...sendingRepository,
        async markFannedOut(db, id, at) {
          if (failFannedOut.times-- > 0) throw new Error('connection lost');
          log.push('fanned out');
          return sendingRepository.markFannedOut(db, id, at);
        },
      },
      tuning: { fanOutPage: 2, pageSize: 2, recordEvery: 2, inFlight: 2 },
    });
  }

  it('hands the first devices to the providers before the fan-out has written the last', async () => {
    const { id, tokens } = await alert();
    const log: string[] = [];
    const w = worker(log);
    let turn = await w.turn(id);
    while (!turn.done) turn = await w.turn(id);

    expect(log.indexOf('send 2')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('send 2')).toBeLessThan(log.indexOf('fanned out'));
    expect(tokens.map((tk) => rig.sim.receipts.count(tk, id))).toEqual(tokens.map(() => 1));
    const rows = await t.database.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(rows).toEqual(tokens.map(() => ({ status: 'DELIVERED' })));
  });

  it('a fan-out that fails mid-send fails the turn once its lanes are done, and the next turn reaches every device once', async () => {
    const { id, tokens } = await alert();
    const log: string[] = [];
    const w = worker(log, { times: 1 });
    await expect(w.turn(id)).rejects.toThrow('connection lost');
    let turn = await w.turn(id);
    while (!turn.done) turn = await w.turn(id);

    expect(tokens.map((tk) => rig.sim.receipts.count(tk, id))).toEqual(tokens.map(() => 1));
    expect(rig.sim.receipts.duplicates).toBe(0);
    expect(log.filter((l) => l === 'fanned out')).toHaveLength(1);
  });
});
