import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityMessages } from '@gathering/contract';
import fr from '../src/i18n/fr.json' with { type: 'json' };
import { fixedClock } from '../src/lib/clock';
import { isPublicAddress, tokenUrlAllowed } from '../src/lib/push-endpoints';
import { createPushProviders } from '../src/modules/push-delivery/providers';
import { createHttp2Pool } from '../src/modules/push-delivery/providers/http2-pool';
import { generatePushCredentials, startPushSimulator } from '../src/dev/push-simulator';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunity, createPlatformAdmin } from './helpers/factories';
import { pushCommunity } from './helpers/push-community';
import { login } from './helpers/session';
import { serviceAccountJson } from './platform-fixtures';

/** A TCP listener on loopback that counts the connections it gets and drops them: an internal service. */
async function listener(): Promise<{ server: Server; port: number; connections: () => number }> {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port, connections: () => count };
}

describe('FCM token endpoints: Google only, or what the operator allowed', () => {
  let sim: Awaited<ReturnType<typeof startPushSimulator>>;
  let internal: Awaited<ReturnType<typeof listener>>;
  let t: TestContext;
  let platform: { authorization: string };
  let communityId: string;

  beforeAll(async () => {
    sim = await startPushSimulator({ clock: fixedClock(new Date('2026-11-23T12:00:00Z')) });
    internal = await listener();
    t = await createTestContext({
      deps: {
        // Providers pointed at the simulator (the operator's settings), with no token endpoint allowed beyond
        // Google's: a service account naming any other is refused.
        pushProviders: createPushProviders({
          config: { apnsUrl: sim.url, fcmUrl: sim.url, connections: 1 },
          clock: fixedClock(),
          ca: sim.ca,
        }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
    await new Promise((resolve) => internal.server.close(resolve));
  });
  beforeEach(async () => {
    await t.reset();
    const admin = await createPlatformAdmin(t.database);
    platform = (await login(t.app, admin.username)).auth;
    communityId = (await createCommunity(t.database)).id;
  });

  const upload = (tokenUri: string | undefined, language?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/community/${communityId}/push/gcm`,
      headers: { ...platform, ...(language ? { 'accept-language': language } : {}) },
      payload: { gcm: serviceAccountJson(tokenUri === undefined ? {} : { token_uri: tokenUri }) },
    });

  it("refuses at upload a token_uri that is not Google's, with a sentence, and contacts nothing", async () => {
    for (const uri of [
      `https://127.0.0.1:${internal.port}/token`,
      `https://localhost:${internal.port}/token`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/token',
      'https://10.0.0.7/token',
      'https://oauth2.googleapis.com@127.0.0.1/token',
      'https://oauth2.googleapis.com.evil.example/token',
      'http://oauth2.googleapis.com/token',
      'not a url',
    ]) {
      const res = await upload(uri);
      expect(res.statusCode, uri).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_INPUT',
        message: communityMessages.gcmTokenUriNotAllowed,
        field: 'gcm',
      });
    }
    const french = await upload(`https://127.0.0.1:${internal.port}/token`, 'fr');
    expect(french.json().message).toBe(fr.messages.communityMessages.gcmTokenUriNotAllowed);
    const stored = await t.database.executeSql('select count(*)::int as n from push_credentials');
    expect(stored.rows[0].n).toBe(0);
    expect(internal.connections()).toBe(0);
  });

  it("accepts Google's token endpoints, and a file without token_uri", async () => {
    for (const uri of [
      'https://oauth2.googleapis.com/token',
      'https://www.googleapis.com/oauth2/v4/token',
      'https://accounts.google.com/o/oauth2/token',
      undefined,
    ]) {
      const res = await upload(uri);
      expect(res.statusCode, `${uri}: ${res.body}`).toBe(200);
      expect(res.json().gcm.isSet).toBe(true);
    }
  });

  it('refuses at send time a stored token_uri that is not allowed: the signed assertion goes nowhere', async () => {
    const issued = sim.stats.oauthTokensIssued;
    for (const tokenUri of [`https://127.0.0.1:${internal.port}/token`, sim.tokenUrl]) {
      // Written past the upload's check (stored before it existed, or by hand in the database).
      const creds = generatePushCredentials({ tokenUri });
      sim.trust(creds);
      const community = await pushCommunity(t.database, t.config.pushCredentialsKey, { gcm: creds.gcm });
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/community/${community.id}/push/test`,
        headers: platform,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ state: 'FAILING', gcm: 'token-uri-not-allowed' });
    }
    expect(internal.connections()).toBe(0);
    expect(sim.stats.oauthTokensIssued).toBe(issued);
  });
});

describe('FCM token endpoints allowed by the operator', () => {
  let sim: Awaited<ReturnType<typeof startPushSimulator>>;
  let internal: Awaited<ReturnType<typeof listener>>;
  let closedPort: number;
  let t: TestContext;
  let platform: { authorization: string };

  beforeAll(async () => {
    sim = await startPushSimulator({ clock: fixedClock(new Date('2026-11-23T12:00:00Z')) });
    internal = await listener();
    const probe = await listener();
    closedPort = probe.port;
    await new Promise((resolve) => probe.server.close(resolve));
    const allow = [
      sim.tokenUrl,
      `https://127.0.0.1:${internal.port}/token`,
      `https://127.0.0.1:${closedPort}/token`,
    ];
    t = await createTestContext({
      env: { PUSH_TOKEN_URL_ALLOW: allow.join(',') },
      deps: {
        pushProviders: createPushProviders({
          config: { apnsUrl: sim.url, fcmUrl: sim.url, tokenUrlAllow: allow, connections: 1 },
          clock: fixedClock(new Date('2026-11-23T12:00:00Z')),
          ca: sim.ca,
        }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
    await new Promise((resolve) => internal.server.close(resolve));
  });
  beforeEach(async () => {
    await t.reset();
    const admin = await createPlatformAdmin(t.database);
    platform = (await login(t.app, admin.username)).auth;
  });

  const uploadAndTest = async (tokenUri: string) => {
    const creds = generatePushCredentials({ tokenUri });
    sim.trust(creds);
    const communityId = (await createCommunity(t.database)).id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/community/${communityId}/push/gcm`,
      headers: platform,
      payload: { gcm: creds.gcm!.serviceAccountJson },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (
      await t.app.inject({ method: 'POST', url: `/v1/community/${communityId}/push/test`, headers: platform })
    ).json();
  };

  it('accepts and uses an allowed endpoint on loopback (the simulator)', async () => {
    expect(await uploadAndTest(sim.tokenUrl)).toMatchObject({ state: 'OK', gcm: 'ok' });
  });

  it('stores the same reason for a closed port and an open one: no connection details', async () => {
    const open = await uploadAndTest(`https://127.0.0.1:${internal.port}/token`);
    const closed = await uploadAndTest(`https://127.0.0.1:${closedPort}/token`);
    expect(internal.connections()).toBeGreaterThan(0);
    expect(open.gcm).toBe('token endpoint: unreachable');
    expect(closed.gcm).toBe(open.gcm);
  });
});

describe('public-only connections', () => {
  it('tells public addresses from loopback, private, link-local and reserved ones', () => {
    for (const a of ['142.250.72.10', '17.188.128.1', '2607:f8b0:4004:c1b::5f'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'localhost',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    expect(tokenUrlAllowed('https://OAUTH2.googleapis.com:443/token', [])).toBe(true);
    expect(tokenUrlAllowed('https://oauth2.googleapis.com/token?x=1', [])).toBe(false);
  });

  it("never connects a provider's public host to a loopback address, whether written or resolved", async () => {
    const internal = await listener();
    try {
      for (const origin of [`https://localhost:${internal.port}`, `https://127.0.0.1:${internal.port}`]) {
        const pool = createHttp2Pool({ origin, connections: 1, publicOnly: true, requestTimeoutMs: 2000 });
        await expect(pool.request({ ':method': 'POST', ':path': '/token' }, '')).rejects.toThrow(
          /not a public address/,
        );
        await pool.close();
      }
      expect(internal.connections()).toBe(0);
    } finally {
      await new Promise((resolve) => internal.server.close(resolve));
    }
  });
});
