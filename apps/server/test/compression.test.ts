import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { login } from './helpers/session';

type H = { authorization: string };

/** One HTTP/1.1 exchange over a socket: the bytes each way, as a satellite link carries them. */
function exchange(port: number, request: string): Promise<{ sent: number; received: Buffer }> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be dropped before a slower answer (PostgreSQL's) is sent; the
    // server closes it after the answer (Connection: close).
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve({ sent: Buffer.byteLength(request), received: Buffer.concat(chunks) }));
  });
}

describe('answers for slow links: compressed reads, validators and 304', () => {
  let t: TestContext;
  let admin: H;
  let member: H;
  let community: { id: string; slug: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    community = a.community;
    admin = (await login(t.app, a.user.username)).auth;
    member = await signedInMember('Reader');
  });

  /** A member of the community, signed in to the member app. */
  async function signedInMember(firstName: string): Promise<H> {
    const user = await createUser(t.database, { firstName });
    await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: community.slug },
    });
    return { authorization: `Bearer ${res.json().accessToken}` };
  }

  async function publish(headline: string) {
    const item = await t.app.inject({
      method: 'POST',
      url: '/v1/base/news',
      headers: admin,
      payload: { headline, body: `<p>${'Water is safe to drink again. '.repeat(40)}</p>` },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v2/feed/publish/${item.json().id}`,
      headers: admin,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return item.json() as { id: string };
  }

  it('compresses a read of 1 KB or more with brotli or gzip, as the caller accepts, and leaves small ones', async () => {
    for (let i = 0; i < 3; i++) await publish(`Notice ${i}`);
    const plain = await t.app.inject({ method: 'GET', url: '/app/v1/feed', headers: member });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      method: 'GET',
      url: '/app/v1/feed',
      headers: { ...member, 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/app/v1/feed',
      headers: { ...member, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const small = await t.app.inject({
      method: 'GET',
      url: '/app/v1/me',
      headers: { ...member, 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an answer to a POST (sign-in tokens), and never inflates a compressed request body', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { credential: 'nobody-at-all', password: 'wrong password 1' },
    });
    expect(signIn.headers['content-encoding']).toBeUndefined();
    const bomb = await t.app.inject({
      method: 'POST',
      url: '/v1/base/news',
      headers: { ...admin, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ headline: 'Zipped' })),
    });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toMatch(/\.$/);
  });

  it('answers a feed refresh with nothing new as a 304 of under 1 KB, and the full page once something changed', async () => {
    const first = await publish('Boil-water advisory lifted');
    const page = await t.app.inject({ method: 'GET', url: '/app/v1/feed', headers: member });
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(page.headers['cache-control']).toBe('private, no-cache');

    // Someone else reading the item moves its counters, which are not news to this reader.
    await t.app.inject({
      method: 'GET',
      url: `/app/v1/feed/${first.id}`,
      headers: await signedInMember('Other'),
    });

    const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    try {
      const refresh =
        `GET /app/v1/feed HTTP/1.1\r\nHost: gathering.test\r\nAuthorization: ${member.authorization}\r\n` +
        `Accept-Encoding: br, gzip\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`;
      const again = await exchange(port, refresh);
      const head = again.received.toString('latin1');
      expect(head).toMatch(/^HTTP\/1\.1 304 /);
      expect(again.received.length).toBeLessThanOrEqual(1024);
      expect(again.sent + again.received.length).toBeLessThanOrEqual(1024);

      await publish('Road to the landing strip open');
      const changed = await exchange(port, refresh);
      expect(changed.received.toString('latin1')).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await t.app.server.close();
    }
  });

  it('answers an item fetched again as a 304, still counting the view, and the item again once it changed', async () => {
    const item = await publish('Community meeting');
    const url = `/app/v1/feed/${item.id}`;
    const first = await t.app.inject({ method: 'GET', url, headers: member });
    expect(first.json().views).toBe(1);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...member, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const liked = await t.app.inject({ method: 'POST', url: `${url}/like`, headers: member });
    expect(liked.statusCode).toBe(200);
    const afterLike = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...member, 'if-none-match': first.headers.etag as string },
    });
    expect(afterLike.statusCode).toBe(200);
    expect(afterLike.json()).toMatchObject({ liked: true, views: 3 });
  });

  it('validates the console reads too, privately', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: admin });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { ...admin, 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
