import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedError } from '../src/dev/push-simulator';
import { pushMessage, startPushRig } from './helpers/push';

type Rig = Awaited<ReturnType<typeof startPushRig>>;
let rig: Rig;

beforeAll(async () => {
  rig = await startPushRig();
});
afterAll(async () => {
  await rig.close();
});

/** A community of its own (own service account, own access token). */
const community = (trusted = true) => {
  const creds = rig.newCreds(trusted);
  return { creds, sender: rig.providers.senderFor(randomUUID(), creds) };
};

describe('FCM HTTP v1 sender', () => {
  it('sends one message per token with Android priority, collapse key, TTL and data', async () => {
    const { creds, sender } = community();
    const ordinary = pushMessage('android', { data: { notificationId: 'n1', feedItemId: 'f1' } });
    const emergency = pushMessage('android', {
      emergency: true,
      expiresAt: new Date(rig.clock.now().getTime() + 3600_000),
    });
    rig.sim.watch(ordinary.token);
    rig.sim.watch(emergency.token);
    expect(await sender.send([ordinary, emergency])).toEqual([{ kind: 'delivered' }, { kind: 'delivered' }]);

    const projectId = JSON.parse(creds.gcm!.serviceAccountJson).project_id;
    const seen = rig.sim.lastRequest(ordinary.token)!;
    expect(seen.headers[':path']).toBe(`/v1/projects/${projectId}/messages:send`);
    expect(JSON.parse(seen.body)).toEqual({
      message: {
        token: ordinary.token,
        notification: { title: ordinary.title, body: ordinary.body },
        data: { notificationId: 'n1', feedItemId: 'f1', deliveryId: ordinary.deliveryId },
        android: { priority: 'NORMAL', collapse_key: ordinary.collapseId, ttl: '86400s' },
      },
    });
    expect(JSON.parse(rig.sim.lastRequest(emergency.token)!.body).message.android).toEqual({
      priority: 'HIGH',
      collapse_key: emergency.collapseId,
      ttl: '3600s',
    });
    expect(rig.sim.receipts.count(ordinary.token, ordinary.collapseId)).toBe(1);
  });

  it('maps every FCM error to its outcome', async () => {
    const { sender } = community();
    const cases: { script: ScriptedError; want: object }[] = [
      { script: { error: 'unregistered' }, want: { kind: 'token-gone', reason: 'fcm:UNREGISTERED' } },
      { script: { error: 'bad-device-token' }, want: { kind: 'token-gone', reason: 'fcm:INVALID_ARGUMENT' } },
      // INVALID_ARGUMENT on another field is the message's fault, not the token's: keep the device.
      { script: { error: 'invalid-argument' }, want: { kind: 'failed', reason: 'fcm:INVALID_ARGUMENT' } },
      {
        script: { error: 'device-token-not-for-topic' },
        want: { kind: 'credentials', reason: 'fcm:SENDER_ID_MISMATCH' },
      },
      {
        script: { error: 'too-many-requests', retryAfterSeconds: 12 },
        want: { kind: 'retry', afterMs: 12_000, reason: 'fcm:QUOTA_EXCEEDED' },
      },
      { script: { error: 'internal-error' }, want: { kind: 'retry', afterMs: 0, reason: 'fcm:INTERNAL' } },
      {
        script: { error: 'unavailable', retryAfterSeconds: 3 },
        want: { kind: 'retry', afterMs: 3000, reason: 'fcm:UNAVAILABLE' },
      },
      { script: { error: 'reset' }, want: { kind: 'retry', afterMs: 0 } },
    ];
    const messages = cases.map(() => pushMessage('android'));
    cases.forEach((c, i) => rig.sim.script(messages[i].token, c.script));
    const outcomes = await sender.send(messages);
    cases.forEach((c, i) => expect(outcomes[i]).toMatchObject(c.want));
    expect(messages.map((m) => rig.sim.receipts.shown(m.token))).toEqual(cases.map(() => 0));
  });

  it('renews the access token once on PERMISSION_DENIED, then stops the send as a credentials problem', async () => {
    const { sender } = community();
    await sender.send([pushMessage('android')]);
    const issued = rig.sim.stats.oauthTokensIssued;
    const denied = pushMessage('android');
    rig.sim.script(denied.token, 'bad-credentials');
    expect(await sender.send([denied])).toEqual([{ kind: 'credentials', reason: 'fcm:PERMISSION_DENIED' }]);
    expect(rig.sim.stats.oauthTokensIssued - issued).toBe(1);
  });

  it('stops on a service account Google does not know or one that cannot be read', async () => {
    expect(await community(false).sender.send([pushMessage('android')])).toEqual([
      { kind: 'credentials', reason: 'fcm:invalid_grant' },
    ]);
    const broken = rig.providers.senderFor(randomUUID(), { gcm: { serviceAccountJson: '{"type":"x"}' } });
    expect(await broken.send([pushMessage('android')])).toEqual([
      { kind: 'credentials', reason: 'fcm:service-account-invalid' },
    ]);
    // A token_uri without TLS never receives the signed assertion.
    const sa = JSON.parse(rig.newCreds().gcm!.serviceAccountJson);
    const plain = rig.providers.senderFor(randomUUID(), {
      gcm: { serviceAccountJson: JSON.stringify({ ...sa, token_uri: 'http://127.0.0.1:1/token' }) },
    });
    expect(await plain.send([pushMessage('android')])).toEqual([
      { kind: 'credentials', reason: 'fcm:token-uri-invalid' },
    ]);
  });

  it('reuses the access token across sends and renews it five minutes before it expires', async () => {
    const { sender } = community();
    const issued = rig.sim.stats.oauthTokensIssued;
    await Promise.all([sender.send([pushMessage('android')]), sender.send([pushMessage('android')])]);
    expect(rig.sim.stats.oauthTokensIssued - issued).toBe(1);
    // Google's tokens last 3,599 s: at 54 minutes it is still used, at 55 it is renewed.
    rig.clock.advance(54 * 60_000);
    await sender.send([pushMessage('android')]);
    expect(rig.sim.stats.oauthTokensIssued - issued).toBe(1);
    rig.clock.advance(60_000);
    expect(await sender.send([pushMessage('android')])).toEqual([{ kind: 'delivered' }]);
    expect(rig.sim.stats.oauthTokensIssued - issued).toBe(2);
  });

  it('renews the access token once when Google answers 401, for all the streams that saw it', async () => {
    const { sender } = community();
    await sender.send([pushMessage('android')]);
    const issued = rig.sim.stats.oauthTokensIssued;
    rig.sim.revokeAccessTokens();
    const outcomes = await sender.send(Array.from({ length: 50 }, () => pushMessage('android')));
    expect(outcomes.every((o) => o.kind === 'delivered')).toBe(true);
    expect(rig.sim.stats.oauthTokensIssued - issued).toBe(1);
  });

  it('retries honouring the Retry-After of the token endpoint and of the send', async () => {
    const { sender } = community();
    const busy = pushMessage('android');
    rig.sim.script(busy.token, { error: 'too-many-requests', retryAfterSeconds: 90, times: 1 });
    expect(await sender.send([busy])).toEqual([
      { kind: 'retry', afterMs: 90_000, reason: 'fcm:QUOTA_EXCEEDED' },
    ]);
    // The retry the delivery job makes later goes through, once.
    expect(await sender.send([busy])).toEqual([{ kind: 'delivered' }]);
    expect(rig.sim.receipts.count(busy.token, busy.collapseId)).toBe(1);

    // The token endpoint itself busy: the message waits as long as it says, and nothing reaches the device.
    const fresh = community().sender;
    rig.sim.script('/token', { error: 'unavailable', retryAfterSeconds: 20, times: 1 });
    const waiting = pushMessage('android');
    expect(await fresh.send([waiting])).toEqual([
      { kind: 'retry', afterMs: 20_000, reason: 'fcm:token endpoint: HTTP 503' },
    ]);
    expect(await fresh.send([waiting])).toEqual([{ kind: 'delivered' }]);
  });

  it('tests credentials with a validate_only message', async () => {
    const before = rig.sim.receipts.delivered;
    expect(await rig.providers.testCredentials({ gcm: community().creds.gcm })).toEqual({ gcm: 'ok' });
    expect(rig.sim.receipts.delivered).toBe(before);
    expect(await rig.providers.testCredentials({ gcm: community(false).creds.gcm })).toEqual({
      gcm: 'invalid_grant',
    });
  });

  it('keeps many streams in flight: 2,000 pushes at 20 ms latency take far less than 2,000 × 20 ms', async () => {
    const { sender } = community();
    rig.sim.setLatency(20);
    try {
      rig.sim.stats.maxInFlight = 0;
      const messages = Array.from({ length: 2000 }, () => pushMessage('android'));
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
