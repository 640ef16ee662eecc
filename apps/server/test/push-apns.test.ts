import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APNS_JWT_MIN_INTERVAL_MS } from '../src/modules/push-delivery/providers/apns';
import { pushMessage, startPushRig } from './helpers/push';

type Rig = Awaited<ReturnType<typeof startPushRig>>;
let rig: Rig;

beforeAll(async () => {
  rig = await startPushRig();
});
afterAll(async () => {
  await rig.close();
});

/** A community of its own (own key, own JWT), so token counts of one test never leak into another. */
const community = (trusted = true) => {
  const creds = rig.newCreds(trusted);
  return { creds, sender: rig.providers.senderFor(randomUUID(), creds) };
};

describe('APNs sender', () => {
  it('delivers an alert with the headers and payload Apple expects', async () => {
    const { sender } = community();
    const ordinary = pushMessage('ios', { data: { notificationId: 'n1', feedItemId: 'f1' } });
    const emergency = pushMessage('ios', { emergency: true, expiresAt: new Date('2026-11-24T00:00:00Z') });
    rig.sim.watch(ordinary.token);
    rig.sim.watch(emergency.token);
    expect(await sender.send([ordinary, emergency])).toEqual([{ kind: 'delivered' }, { kind: 'delivered' }]);

    const seen = rig.sim.lastRequest(ordinary.token)!;
    expect(seen.headers).toMatchObject({
      'apns-push-type': 'alert',
      'apns-topic': 'ca.gathering.test',
      'apns-priority': '10',
      'apns-collapse-id': ordinary.collapseId,
      'apns-id': ordinary.deliveryId,
    });
    // No expiresAt: Apple keeps it a day for a phone that is off.
    expect(Number(seen.headers['apns-expiration'])).toBe(rig.clock.now().getTime() / 1000 + 86_400);
    const payload = JSON.parse(seen.body);
    expect(payload).toEqual({
      aps: { alert: { title: ordinary.title, body: ordinary.body }, sound: 'default' },
      notificationId: 'n1',
      feedItemId: 'f1',
      deliveryId: ordinary.deliveryId,
    });
    const urgent = rig.sim.lastRequest(emergency.token)!;
    expect(JSON.parse(urgent.body).aps['interruption-level']).toBe('time-sensitive');
    expect(urgent.headers['apns-expiration']).toBe(String(Date.parse('2026-11-24T00:00:00Z') / 1000));
    expect(rig.sim.receipts.count(ordinary.token, ordinary.collapseId)).toBe(1);
  });

  it('maps every APNs error to its outcome', async () => {
    const { sender } = community();
    const goneAt = new Date('2026-11-20T08:00:00Z');
    const cases = [
      {
        script: { error: 'unregistered' as const, timestamp: goneAt },
        want: { kind: 'token-gone', reason: 'apns:Unregistered', at: goneAt },
      },
      {
        script: { error: 'bad-device-token' as const },
        want: { kind: 'token-gone', reason: 'apns:BadDeviceToken' },
      },
      {
        script: { error: 'device-token-not-for-topic' as const },
        want: { kind: 'token-gone', reason: 'apns:DeviceTokenNotForTopic' },
      },
      {
        script: { error: 'bad-credentials' as const },
        want: { kind: 'credentials', reason: 'apns:InvalidProviderToken' },
      },
      {
        script: { error: 'too-many-requests' as const, retryAfterSeconds: 7 },
        want: { kind: 'retry', afterMs: 7000, reason: 'apns:TooManyRequests' },
      },
      {
        script: { error: 'internal-error' as const },
        want: { kind: 'retry', afterMs: 0, reason: 'apns:InternalServerError' },
      },
      {
        script: { error: 'unavailable' as const, retryAfterSeconds: 30 },
        want: { kind: 'retry', afterMs: 30_000, reason: 'apns:ServiceUnavailable' },
      },
      {
        script: { error: 'invalid-argument' as const },
        want: { kind: 'failed', reason: 'apns:PayloadTooLarge' },
      },
    ];
    const messages = cases.map(() => pushMessage('ios'));
    cases.forEach((c, i) => rig.sim.script(messages[i].token, c.script));
    expect(await sender.send(messages)).toEqual(cases.map((c) => c.want));
    expect(messages.map((m) => rig.sim.receipts.shown(m.token))).toEqual(cases.map(() => 0));
  });

  it('answers retry for a reset stream and a GOAWAY, and keeps sending afterwards', async () => {
    const { sender } = community();
    const reset = pushMessage('ios');
    rig.sim.script(reset.token, 'reset');
    const [outcome] = await sender.send([reset]);
    expect(outcome).toMatchObject({ kind: 'retry', afterMs: 0 });

    const away = pushMessage('ios');
    rig.sim.script(away.token, { error: 'goaway', times: 1 });
    expect((await sender.send([away]))[0]).toMatchObject({ kind: 'retry' });
    // The pool opens a new session: the same token now goes through.
    expect(await sender.send([away, pushMessage('ios')])).toEqual([
      { kind: 'delivered' },
      { kind: 'delivered' },
    ]);
  });

  it('stops on credentials Apple does not know, a wrong bundle id or an unreadable key', async () => {
    const untrusted = community(false);
    expect(await untrusted.sender.send([pushMessage('ios')])).toEqual([
      { kind: 'credentials', reason: 'apns:InvalidProviderToken' },
    ]);
    const { creds } = community();
    const wrongTopic = rig.providers.senderFor(randomUUID(), {
      apn: { ...creds.apn!, topic: 'ca.other.app' },
    });
    expect(await wrongTopic.send([pushMessage('ios')])).toEqual([
      { kind: 'credentials', reason: 'apns:TopicDisallowed' },
    ]);
    const broken = rig.providers.senderFor(randomUUID(), { apn: { ...creds.apn!, keyPem: 'not a key' } });
    expect(await broken.send([pushMessage('ios')])).toEqual([
      { kind: 'credentials', reason: 'apns:key-unreadable' },
    ]);
  });

  it('reuses one JWT across sends and signs a new one after 50 minutes', async () => {
    const { sender } = community();
    const before = rig.sim.stats.jwtSignaturesSeen;
    await sender.send([pushMessage('ios'), pushMessage('ios')]);
    rig.clock.advance(49 * 60_000);
    await sender.send([pushMessage('ios')]);
    expect(rig.sim.stats.jwtSignaturesSeen - before).toBe(1);
    rig.clock.advance(2 * 60_000);
    expect(await sender.send([pushMessage('ios')])).toEqual([{ kind: 'delivered' }]);
    expect(rig.sim.stats.jwtSignaturesSeen - before).toBe(2);
  });

  it('renews the JWT once on ExpiredProviderToken, but never within 20 minutes of the last signature', async () => {
    const { sender } = community();
    const before = rig.sim.stats.jwtSignaturesSeen;
    await sender.send([pushMessage('ios')]);

    // Five minutes after signing: Apple would refuse a new token (TooManyProviderTokenUpdates), so wait.
    rig.clock.advance(5 * 60_000);
    const early = pushMessage('ios');
    rig.sim.script(early.token, 'expired-provider-token');
    expect(await sender.send([early])).toEqual([
      { kind: 'retry', afterMs: APNS_JWT_MIN_INTERVAL_MS - 5 * 60_000, reason: 'apns:ExpiredProviderToken' },
    ]);
    expect(rig.sim.stats.jwtSignaturesSeen - before).toBe(1);

    // Twenty-five minutes after: one new signature, and the message goes through on it.
    rig.clock.advance(20 * 60_000);
    const later = pushMessage('ios');
    rig.sim.script(later.token, 'expired-provider-token');
    expect(await sender.send([later, pushMessage('ios')])).toEqual([
      { kind: 'delivered' },
      { kind: 'delivered' },
    ]);
    expect(rig.sim.stats.jwtSignaturesSeen - before).toBe(2);
    expect(rig.sim.receipts.shown(later.token)).toBe(1);

    // Refused again right after renewing: the key itself is the problem, not its age.
    rig.clock.advance(21 * 60_000);
    const stubborn = pushMessage('ios');
    rig.sim.script(stubborn.token, { error: 'expired-provider-token', times: 2 });
    expect(await sender.send([stubborn])).toEqual([
      { kind: 'credentials', reason: 'apns:ExpiredProviderToken' },
    ]);
  });

  it('tests credentials with a request to a token that cannot exist', async () => {
    expect(await rig.providers.testCredentials({ apn: community().creds.apn })).toEqual({ apn: 'ok' });
    expect(await rig.providers.testCredentials({ apn: community(false).creds.apn })).toEqual({
      apn: 'InvalidProviderToken',
    });
  });

  it('keeps many streams in flight: 2,000 pushes at 20 ms latency take far less than 2,000 × 20 ms', async () => {
    const { sender } = community();
    rig.sim.setLatency(20);
    try {
      rig.sim.stats.maxInFlight = 0;
      const messages = Array.from({ length: 2000 }, () => pushMessage('ios'));
      const started = performance.now();
      const outcomes = await sender.send(messages);
      const elapsed = performance.now() - started;
      expect(outcomes.every((o) => o.kind === 'delivered')).toBe(true);
      // One at a time this is over 40 s. The bound is loose for a busy CI machine (it is CPU, not waiting, that
      // takes the time there): the proof of concurrency is the number of streams the simulator saw at once.
      expect(elapsed).toBeLessThan(30_000);
      // The pool keeps at most 200 streams per session (cheaper per stream): more than that is several sessions.
      expect(rig.sim.stats.maxInFlight).toBeGreaterThan(200);
    } finally {
      rig.sim.setLatency(0);
    }
  }, 60_000);
});
