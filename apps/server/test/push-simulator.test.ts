import { spawn } from 'node:child_process';
import { createPrivateKey, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/lib/clock';
import { createPushProviders } from '../src/modules/push-delivery/providers';
import { generatePushCredentials, startPushSimulator } from '../src/dev/push-simulator';
import { pushMessage, startPushRig } from './helpers/push';

type Rig = Awaited<ReturnType<typeof startPushRig>>;
let rig: Rig;

beforeAll(async () => {
  rig = await startPushRig({ errors: { 'scripted-at-start': { error: 'unregistered', times: 1 } } });
});
afterAll(async () => {
  await rig.close();
});

/** One raw request to the simulator, to check its protocol without our senders in between. */
async function raw(headers: http2.OutgoingHttpHeaders, body = '', on?: http2.ClientHttp2Session) {
  const session = on ?? http2.connect(rig.sim.url, { ca: rig.sim.ca });
  try {
    return await new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const req = session.request({ ':method': 'POST', ...headers });
      let status = 0;
      let text = '';
      req.setEncoding('utf8');
      req.on('response', (h) => (status = Number(h[':status'])));
      req.on('data', (c: string) => (text += c));
      req.on('end', () =>
        resolve({ status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
      );
      req.on('error', reject);
      req.end(body);
    });
  } finally {
    if (!on) session.close();
  }
}

async function apnsJwt(creds: ReturnType<Rig['newCreds']>, iatMs: number) {
  return new SignJWT({ iss: creds.apn!.teamId, iat: Math.floor(iatMs / 1000) })
    .setProtectedHeader({ alg: 'ES256', kid: creds.apn!.keyId })
    .sign(createPrivateKey(creds.apn!.keyPem));
}

const apnsHeaders = (jwt?: string) => ({
  ':path': `/3/device/${randomUUID()}`,
  'apns-topic': 'ca.gathering.test',
  ...(jwt ? { authorization: `bearer ${jwt}` } : {}),
});

describe('push simulator: APNs protocol', () => {
  it('refuses a missing or foreign provider token', async () => {
    expect(await raw(apnsHeaders())).toEqual({ status: 403, body: { reason: 'MissingProviderToken' } });
    const foreign = await apnsJwt(rig.newCreds(false), rig.clock.now().getTime());
    expect(await raw(apnsHeaders(foreign))).toEqual({
      status: 403,
      body: { reason: 'InvalidProviderToken' },
    });
  });

  it('expires a token after an hour and refuses a new one on a connection within 20 minutes', async () => {
    const creds = rig.newCreds();
    const now = rig.clock.now().getTime();
    const session = http2.connect(rig.sim.url, { ca: rig.sim.ca });
    try {
      const old = await apnsJwt(creds, now - 61 * 60_000);
      expect(await raw(apnsHeaders(old), '', session)).toEqual({
        status: 403,
        body: { reason: 'ExpiredProviderToken' },
      });
      const tooSoon = await apnsJwt(creds, now - 50 * 60_000);
      expect(await raw(apnsHeaders(tooSoon), '', session)).toEqual({
        status: 429,
        body: { reason: 'TooManyProviderTokenUpdates' },
      });
      const fine = await apnsJwt(creds, now - 30 * 60_000);
      expect((await raw(apnsHeaders(fine), '', session)).status).toBe(200);
    } finally {
      session.close();
    }
    // A new connection (a restarted server) may start with a token signed just now.
    expect((await raw(apnsHeaders(await apnsJwt(creds, now)))).status).toBe(200);
  });

  it('applies errors scripted at start, for as many requests as asked', async () => {
    const sender = rig.providers.senderFor(randomUUID(), rig.newCreds());
    const m = pushMessage('ios', { token: 'scripted-at-start' });
    expect((await sender.send([m]))[0]).toMatchObject({ kind: 'token-gone', reason: 'apns:Unregistered' });
    expect(await sender.send([m])).toEqual([{ kind: 'delivered' }]);
  });
});

describe('push simulator: FCM and OAuth protocol', () => {
  it('needs a bearer token it issued, for the project of that account', async () => {
    const path = '/v1/projects/someone-else/messages:send';
    const none = await raw({ ':path': path }, '{}');
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({ status: 'UNAUTHENTICATED' });

    const creds = rig.newCreds();
    // A real token of another project: the sender's first request gets one, then we reuse it on a foreign path.
    await rig.providers.senderFor(randomUUID(), creds).send([pushMessage('android')]);
    const sa = JSON.parse(creds.gcm!.serviceAccountJson);
    const assertion = await new SignJWT({ scope: 'https://www.googleapis.com/auth/firebase.messaging' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(sa.client_email)
      .setAudience(rig.sim.tokenUrl)
      .setIssuedAt(Math.floor(rig.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(rig.clock.now().getTime() / 1000) + 3600)
      .sign(createPrivateKey(sa.private_key));
    const grant = await raw(
      { ':path': '/token', 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    );
    expect(grant).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 3599 } });
    const other = await raw(
      { ':path': path, authorization: `Bearer ${String(grant.body.access_token)}` },
      '{}',
    );
    expect(other.status).toBe(403);
    expect(other.body.error).toMatchObject({ status: 'PERMISSION_DENIED' });
  });

  it('refuses other grants and assertions it cannot verify', async () => {
    expect(await raw({ ':path': '/token' }, 'grant_type=password')).toEqual({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    const bad = await raw(
      { ':path': '/token' },
      'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=a.b.c',
    );
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await raw({ ':path': '/nowhere' })).status).toBe(404);
  });
});

describe('push simulator: receipts, latency and failures', () => {
  it('counts receipts per (token, collapse id) the way a phone shows them', async () => {
    const sender = rig.providers.senderFor(randomUUID(), rig.newCreds());
    const first = pushMessage('ios');
    const again = { ...first, deliveryId: randomUUID() };
    const other = pushMessage('ios', { token: first.token });
    await sender.send([first]);
    await sender.send([again, other]);
    expect(rig.sim.receipts.count(first.token, first.collapseId)).toBe(2);
    expect(rig.sim.receipts.shown(first.token)).toBe(2);
    const android = pushMessage('android');
    await sender.send([android, { ...android, deliveryId: randomUUID() }]);
    expect(rig.sim.receipts.shown(android.token)).toBe(1);
    expect(rig.sim.receipts.count(android.token, android.collapseId)).toBe(2);
  });

  it('answers after the configured latency and fails the configured share at random', async () => {
    const sim = await startPushSimulator({ latencyMs: 150, failureRate: 1 });
    const creds = generatePushCredentials({ tokenUri: sim.tokenUrl });
    sim.trust(creds);
    const providers = createPushProviders({
      config: { apnsUrl: sim.url, fcmUrl: sim.url, tokenUrlAllow: [sim.tokenUrl], connections: 1 },
      clock: fixedClock(),
      ca: sim.ca,
    });
    try {
      const sender = providers.senderFor('c', creds);
      const started = performance.now();
      const outcomes = await sender.send([pushMessage('ios'), pushMessage('android')]);
      expect(performance.now() - started).toBeGreaterThanOrEqual(150);
      expect(outcomes).toEqual([
        { kind: 'retry', afterMs: 0, reason: 'apns:ServiceUnavailable' },
        { kind: 'retry', afterMs: 0, reason: 'fcm:UNAVAILABLE' },
      ]);
      sim.setFailureRate(0);
      sim.setLatency(0);
      expect(await sender.send([pushMessage('ios')])).toEqual([{ kind: 'delivered' }]);
    } finally {
      await providers.close();
      await sim.close();
    }
  });
});

describe('push providers: where each community sends', () => {
  it('sends demo (simulated) communities to the in-process simulator and real ones to the configured endpoints', async () => {
    let started = 0;
    const sim = await startPushSimulator();
    const providers = createPushProviders({
      // Apple and Google stand-ins that refuse connections: a real community must never reach the simulator.
      config: {
        apnsUrl: 'https://127.0.0.1:1',
        fcmUrl: 'https://127.0.0.1:1',
        tokenUrlAllow: [sim.tokenUrl],
        connections: 1,
      },
      clock: fixedClock(),
      startSimulator: async () => {
        started++;
        return sim;
      },
    });
    const creds = generatePushCredentials({ tokenUri: sim.tokenUrl });
    const demo = providers.senderFor('demo', { ...creds, simulated: true });
    const messages = [pushMessage('android'), pushMessage('ios')];
    expect(await demo.send(messages)).toEqual([{ kind: 'delivered' }, { kind: 'delivered' }]);
    expect(await providers.testCredentials({ ...creds, simulated: true })).toEqual({ apn: 'ok', gcm: 'ok' });
    expect(started).toBe(1);

    const real = providers.senderFor('real', creds);
    const outcomes = await real.send([pushMessage('ios'), pushMessage('android')]);
    expect(outcomes.map((o) => o.kind)).toEqual(['retry', 'retry']);
    expect(sim.receipts.delivered).toBe(2);
    // Closing the providers closes the simulator they started.
    await providers.close();
    await expect(
      new Promise((resolve, reject) => {
        const s = http2.connect(sim.url, { ca: sim.ca });
        s.on('connect', () => resolve(s.close()));
        s.on('error', reject);
      }),
    ).rejects.toThrow();
  });

  it('answers each message in the caller order when platforms are mixed and one is not configured', async () => {
    const creds = rig.newCreds();
    const sender = rig.providers.senderFor(randomUUID(), { gcm: creds.gcm });
    const ios = pushMessage('ios');
    const gone = pushMessage('android');
    rig.sim.script(gone.token, 'unregistered');
    expect(await sender.send([pushMessage('android'), ios, gone])).toEqual([
      { kind: 'delivered' },
      { kind: 'failed', reason: 'apns:not-configured' },
      { kind: 'token-gone', reason: 'fcm:UNREGISTERED' },
    ]);
  });
});

describe('push simulator: standalone', () => {
  it('runs with node, trusts credentials from a file and reports its counters when stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'push-sim-'));
    const caFile = join(dir, 'ca.pem');
    const credsFile = join(dir, 'creds.json');
    const main = fileURLToPath(new URL('../src/dev/push-simulator/main.ts', import.meta.url));
    // The token endpoint's URL is known only once the simulator runs: FCM_TOKEN_URL-style override below.
    const creds = generatePushCredentials();
    writeFileSync(credsFile, JSON.stringify([creds]));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', main, '--latency', '0', '--ca-out', caFile, '--trust', credsFile],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    try {
      const ready = JSON.parse(String((await lines.next()).value)) as { url: string; tokenUrl: string };
      const providers = createPushProviders({
        config: { apnsUrl: ready.url, fcmUrl: ready.url, fcmTokenUrl: ready.tokenUrl, connections: 1 },
        clock: fixedClock(),
        ca: readFileSync(caFile, 'utf8'),
      });
      const outcomes = await providers
        .senderFor('c', creds)
        .send([pushMessage('ios'), pushMessage('android')]);
      await providers.close();
      expect(outcomes).toEqual([{ kind: 'delivered' }, { kind: 'delivered' }]);
      child.kill('SIGTERM');
      const report = JSON.parse(String((await lines.next()).value)) as { delivered: number };
      expect(report.delivered).toBe(2);
    } finally {
      child.kill('SIGKILL');
    }
    // Starting a second node with tsx takes seconds on a loaded machine.
  }, 60_000);
});
