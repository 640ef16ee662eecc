import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, messages } from '@gathering/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { resetDatabase, testDatabase } from './helpers/database';
import { TEST_JWT_SECRET } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login, type Session } from './helpers/session';

// Two probe routes stand in for the list routes of later domains and for a bug of ours.
const probes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/probe/list', { schema: { querystring: listQuery } }, async (req) => req.query);
  app.get('/v1/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
};

describe('errors: malformed input never answers 500', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let session: Session;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gathering-errors-'));
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    const database = await testDatabase();
    await resetDatabase(database);
    app = await buildApp({ config, database, logger: false });
    await app.register(probes);
    await app.ready();
    const { user } = await createCommunityAdmin(database);
    session = await login(app, user.username);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const postLogin = (payload: string | Buffer, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/v1/users/login', payload, headers: { 'content-type': contentType } });

  describe('bodies', () => {
    it('answers malformed JSON with 400 and a message', async () => {
      for (const payload of ['{"credential": "a",', '{credential: a}', 'null x', '"unterminated']) {
        const res = await postLogin(payload);
        expect(res.statusCode, payload).toBe(400);
        expect(res.json(), payload).toEqual({ code: 'MALFORMED_REQUEST', message: messages.malformedJson });
      }
    });

    it('refuses prototype pollution attempts with 400', async () => {
      const res = await postLogin('{"credential":"a","password":"b","__proto__":{"isPlatformAdmin":true}}');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    });

    it('answers bodies of the wrong JSON type with 400 naming the field', async () => {
      for (const payload of ['[]', '42', '"text"', 'null', '{"credential": 5, "password": "x"}']) {
        const res = await postLogin(payload);
        expect(res.statusCode, payload).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      const empty = await postLogin('');
      expect(empty.statusCode).toBe(400);
    });

    it('answers a body over 1 MB with 413', async () => {
      const big = JSON.stringify({ credential: 'a', password: 'x'.repeat(1024 * 1024 + 10) });
      const res = await postLogin(big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'TOO_LARGE', message: messages.bodyTooLarge });
    });

    it('answers a content type it does not read with 415', async () => {
      for (const type of ['application/xml', 'application/x-www-form-urlencoded', 'image/png']) {
        const res = await postLogin('<credential>a</credential>', type);
        expect(res.statusCode, type).toBe(415);
        expect(res.json()).toEqual({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: messages.unsupportedMediaType,
        });
      }
      const text = await postLogin('credential=a', 'text/plain');
      expect(text.statusCode).toBe(400);
    });
  });

  describe('headers', () => {
    it('answers 401, never 500, to every malformed Authorization header', async () => {
      const other = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('00000000-0000-4000-8000-000000000000')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      const notUuid = await new SignJWT({ sid: 'not-a-uuid' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject("1' or '1'='1")
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      const unknownSession = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('00000000-0000-4000-8000-000000000000')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      const header = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const algNone = `${header({ alg: 'none' })}.${header({ sub: 'x', sid: 'y' })}.`;
      const headers = [
        'Basic dXNlcjpwYXNz',
        'Bearer',
        'Bearer ',
        'Bearer garbage',
        'Bearer a.b.c',
        'Bearer a.b.c d',
        `Bearer ${'x'.repeat(8000)}`,
        `Bearer ${algNone}`,
        `Bearer ${other}`,
        `Bearer ${notUuid}`,
        `Bearer ${unknownSession}`,
        `Token ${session.accessToken}`,
        session.accessToken,
        '\u00e9\u00e8',
      ];
      for (const authorization of headers) {
        const res = await app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization } });
        expect(res.statusCode, authorization.slice(0, 40)).toBe(401);
        expect(typeof res.json().message).toBe('string');
      }
    });

    it('accepts the bearer scheme in any case', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/v1/users/me',
        headers: { authorization: `bearer ${session.accessToken}` },
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers 401 to garbage refresh cookies', async () => {
      for (const cookie of [
        'gathering_refresh=',
        'gathering_refresh=%%%',
        '=;=;;',
        'gathering_refresh="a b"',
      ]) {
        const res = await app.inject({ method: 'POST', url: '/v1/users/token/refresh', headers: { cookie } });
        expect(res.statusCode, cookie).toBe(401);
      }
    });

    it('sends security headers and keeps a given request id', async () => {
      const res = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['x-request-id']).toBe('abc-123');
      // Served over plain http (PUBLIC_URL http://…), browsers must not be told to upgrade to https.
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });
  });

  describe('query and path', () => {
    it('applies list defaults and answers bad query parameters with 400 naming the field', async () => {
      const ok = await app.inject({ method: 'GET', url: '/v1/probe/list' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ offset: 0, limit: 7, dir: 'desc' });
      const cases: [string, string][] = [
        ['limit=1000', 'limit'],
        ['limit=0', 'limit'],
        ['limit=abc', 'limit'],
        ['offset=-1', 'offset'],
        ['offset=1.5', 'offset'],
        ['dir=sideways', 'dir'],
        [`search=${'s'.repeat(300)}`, 'search'],
      ];
      for (const [query, field] of cases) {
        const res = await app.inject({ method: 'GET', url: `/v1/probe/list?${query}` });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().field, query).toBe(field);
      }
    });

    it('answers bad path parameters and bad URLs with 4xx JSON', async () => {
      const long = await app.inject({ method: 'GET', url: `/v1/users/reset/verify/${'t'.repeat(250)}` });
      expect(long.statusCode).toBeGreaterThanOrEqual(400);
      expect(long.statusCode).toBeLessThan(500);
      expect(typeof long.json().message).toBe('string');
      const badEncoding = await app.inject({ method: 'GET', url: '/v1/community/profile/%E0%A4%A' });
      expect(badEncoding.statusCode).toBe(400);
      expect(typeof badEncoding.json().message).toBe('string');
      const unknown = await app.inject({ method: 'PUT', url: '/v1/users/me' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
    });
  });

  it('answers a bug of ours with 500 and no details', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: messages.internal });
    expect(res.body).not.toContain('secret internal detail');
  });
});
