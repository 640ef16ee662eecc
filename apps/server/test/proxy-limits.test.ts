import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appAccountMessages, messages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin, PASSWORD } from './helpers/factories';
import { send, startHaproxy, type Haproxy } from './helpers/haproxy';

// The per-address limits behind a real reverse proxy (haproxy, Debian's package), as deploy/ sets it up: the server
// listens on loopback and believes only the proxy. The proxy connects from 127.0.0.9; clients come from other
// loopback addresses (127.0.0.2, 127.0.0.3, …), each writing a new invented first address in X-Forwarded-For with
// every request. The address the proxy appends is the one counted: one client hits each limit, another goes on.
const PROXY = '127.0.0.9';
const CLIENT = '127.0.0.2';
const NEIGHBOUR = '127.0.0.3';
let invented = 0;
const inventedAddress = () => `198.51.${(++invented >> 8) & 255}.${invented & 255}`;

interface Behind {
  t: TestContext;
  proxy: Haproxy;
  /** Through the proxy's X-Forwarded-For frontend, from `from`, naming a new invented client first. */
  post(from: string, path: string, body: unknown): Promise<{ status: number; body: string }>;
}

/** The app listening on loopback under TRUST_PROXY=`trust`, with haproxy in front of it. */
function behindProxy(trust: string): Behind {
  const behind = { t: undefined, proxy: undefined } as unknown as Behind;
  beforeAll(async () => {
    behind.t = await createTestContext({ env: { TRUST_PROXY: trust, HOST: '127.0.0.1' } });
    await behind.t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = behind.t.app.server.address() as { port: number };
    behind.proxy = await startHaproxy(port, PROXY);
  });
  afterAll(async () => {
    await behind.proxy?.stop();
    await behind.t?.close();
  });
  beforeEach(() => behind.t.reset());
  behind.post = (from, path, body) =>
    send(behind.proxy.ports['x-forwarded-for'], {
      from,
      path,
      body,
      headers: { 'x-forwarded-for': inventedAddress() },
    });
  return behind;
}

/** `count` answers of `request(i)`, one after the other, by status. */
async function statuses(count: number, request: (i: number) => Promise<{ status: number }>) {
  const n: Record<number, number> = {};
  for (let i = 0; i < count; i++) {
    const { status } = await request(i);
    n[status] = (n[status] ?? 0) + 1;
  }
  return n;
}

describe('per-address limits through haproxy, TRUST_PROXY naming the proxy', () => {
  const b = behindProxy(PROXY);

  it('makes 20 sign-ups an hour per client, whatever it writes in X-Forwarded-For', async () => {
    const { community } = await createCommunityAdmin(b.t.database);
    const signUp = (from: string, i: number) =>
      b.post(from, '/app/v1/auth/sign-up', {
        firstName: 'Proxy',
        email: `proxied-${from}-${i}@example.org`,
        username: `proxied-${from.replaceAll('.', '-')}-${i}`,
        password: PASSWORD,
        communitySlug: community.slug,
      });
    expect(await statuses(21, (i) => signUp(CLIENT, i))).toEqual({ 201: 20, 429: 1 });
    expect((await signUp(NEIGHBOUR, 0)).status).toBe(201);
  });

  it('makes 20 new guests an hour per client', async () => {
    const { community } = await createCommunityAdmin(b.t.database);
    const guest = (from: string) =>
      b.post(from, '/app/v1/guests/session', {
        communitySlug: community.slug,
        deviceId: `device-${randomUUID()}`,
        platform: 'android',
      });
    expect(await statuses(20, () => guest(CLIENT))).toEqual({ 200: 20 });
    const refused = await guest(CLIENT);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      code: 'RATE_LIMITED',
      message: appAccountMessages.tooManyGuests,
    });
    expect((await guest(NEIGHBOUR)).status).toBe(200);
  });

  it('takes 10 password reset requests per client in 15 minutes', async () => {
    const reset = (from: string, i: number) =>
      b.post(from, '/v1/users/reset-request', { email: `someone-${i}@example.org` });
    expect(await statuses(11, (i) => reset(CLIENT, i))).toEqual({ 200: 10, 429: 1 });
    expect((await reset(NEIGHBOUR, 0)).status).toBe(200);
  });

  it('checks at most 50 failed sign-ins per client in 15 minutes', async () => {
    // A new name each time: the per-account limit (5) never applies, only the per-address one.
    const login = (from: string, i: number) =>
      b.post(from, '/v1/users/login', { credential: `nobody-${from}-${i}`, password: 'wrong-password' });
    expect(await statuses(51, (i) => login(CLIENT, i))).toEqual({ 401: 50, 429: 1 });
    const refused = await login(CLIENT, 51);
    expect(JSON.parse(refused.body)).toEqual({ code: 'RATE_LIMITED', message: messages.tooManyAttempts });
    expect((await login(NEIGHBOUR, 0)).status).toBe(401);
  });

  it('counts a client that reaches the server directly by its own address, not by what it writes', async () => {
    const { port } = b.t.app.server.address() as { port: number };
    const direct = (i: number) =>
      send(port, {
        from: '127.0.0.4',
        path: '/v1/users/reset-request',
        body: { email: `direct-${i}@example.org` },
        headers: { 'x-forwarded-for': `${inventedAddress()}, ${inventedAddress()}` },
      });
    expect(await statuses(11, direct)).toEqual({ 200: 10, 429: 1 });
  });

  it('keeps /metrics from the public behind a proxy that sets only X-Real-IP, or X-Forwarded-For', async () => {
    const { port } = b.t.app.server.address() as { port: number };
    expect((await send(port, { from: '127.0.0.1', path: '/metrics' })).status).toBe(200);
    for (const frontend of ['x-real-ip', 'x-forwarded-for'] as const) {
      const res = await send(b.proxy.ports[frontend], { from: CLIENT, path: '/metrics' });
      expect(res.status, frontend).toBe(404);
    }
  });
});

describe('per-address limits through haproxy, TRUST_PROXY=1 (one proxy in front, counted by hops)', () => {
  const b = behindProxy('1');

  it('counts the address the proxy appended, not the first one the client wrote', async () => {
    const reset = (from: string, i: number) =>
      b.post(from, '/v1/users/reset-request', { email: `hop-${i}@example.org` });
    expect(await statuses(11, (i) => reset(CLIENT, i))).toEqual({ 200: 10, 429: 1 });
    expect((await reset(NEIGHBOUR, 0)).status).toBe(200);
  });
});
