import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApi } from '../scripts/openapi';
import { createTestContext, type TestContext } from './helpers/app';

describe('OpenAPI', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('serves the document generated from the route schemas, and the docs UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/users/login',
        '/v1/users/logout',
        '/v1/users/me',
        '/v1/users/token/refresh',
        '/v1/users/me/profile',
        '/v1/users/me/password',
        '/v1/community/profile/{slug}',
        '/v1/users/reset-request',
        '/v1/users/reset/verify/{token}',
        '/v1/users/reset/password',
        '/v1/users/verify/{token}',
        '/v1/users/deletion-request/{community_slug}',
        '/v1/users/deletion/{token}',
        '/health',
      ]),
    );
    const login = doc.paths['/v1/users/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('credential');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'accessToken',
    );
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  // The mobile teams generate their clients from this document: every operation needs a stable name, a line of
  // text, its module's tag and a declared security (an empty list on public routes), or a route added tomorrow
  // would generate as an unnamed, unauthenticated call.
  it('gives every operation a unique <module>.<action> operationId, a summary, a module tag and its security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const moduleTags = (doc.tags as { name: string }[]).map((tag) => tag.name);
    const schemes = Object.keys(doc.components.securitySchemes);
    expect(schemes.sort()).toEqual(['bearerAuth', 'memberCookie', 'refreshCookie']);
    const ids: string[] = [];
    const problems: string[] = [];
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const id = op.operationId as string | undefined;
        const tags = op.tags as string[] | undefined;
        const security = op.security as Record<string, string[]>[] | undefined;
        if (!id) problems.push(`${where}: no operationId`);
        else {
          ids.push(id);
          const module = id.split('.')[0];
          if (!/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/.test(id)) problems.push(`${where}: operationId ${id}`);
          if (tags?.length !== 1 || !moduleTags.includes(tags[0])) problems.push(`${where}: tags ${tags}`);
          else if (tags[0].replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) !== module)
            problems.push(`${where}: operationId ${id} is not named after its tag ${tags[0]}`);
        }
        if (typeof op.summary !== 'string' || !op.summary.trim()) problems.push(`${where}: no summary`);
        if (!Array.isArray(security)) problems.push(`${where}: no security declared`);
        else if (security.some((s) => Object.keys(s).some((name) => !schemes.includes(name))))
          problems.push(`${where}: unknown security scheme`);
      }
    }
    expect(problems).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('declares bearer auth on protected routes, the refresh cookie on the console refresh, none on public ones', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const bearer = [{ bearerAuth: [] }];
    expect(doc.paths['/v1/members'].get.security).toEqual(bearer);
    expect(doc.paths['/v1/administrator/dashboard'].get.security).toEqual(bearer);
    expect(doc.paths['/app/v1/feed'].get.security).toEqual(bearer);
    expect(doc.paths['/v1/users/token/refresh'].post.security).toEqual([{ refreshCookie: [] }]);
    expect(doc.paths['/v1/users/login'].post.security).toEqual([]);
    // The member web app's browser sessions: their cookie on refresh, cookie or nothing on sign-out; its face public.
    const session = '/app/v1/communities/{slug}/session';
    expect(doc.paths[`${session}/refresh`].post.security).toEqual([{ memberCookie: [] }]);
    expect(doc.paths[`${session}/sign-out`].post.security).toEqual([{ memberCookie: [] }, {}]);
    expect(doc.paths['/app/v1/communities/{slug}'].get.security).toEqual([]);
    expect(doc.components.securitySchemes.memberCookie).toMatchObject({
      in: 'cookie',
      name: 'gathering_member',
    });
    expect(doc.paths['/v1/approvals/{token}'].get.security).toEqual([]);
    expect(doc.paths['/app/v1/auth/sign-in'].post.security).toEqual([]);
    // The credential is described by the scheme, not repeated as a header parameter.
    const params = (doc.paths['/v1/members'].get.parameters ?? []) as { name: string }[];
    expect(params.map((p) => p.name.toLowerCase())).not.toContain('authorization');
    // Every content kind is its own literal route, each with its own name.
    expect(doc.paths['/v1/base/events'].post.operationId).toBe('content.saveEvent');
    expect(doc.paths['/v2/feeds/batch/archive'].patch.operationId).toBe('publishing.batchArchive');
  });

  it('matches the committed openapi.json', async () => {
    const generated = await renderOpenApi(t.database);
    const committed = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : '';
    if (committed !== generated) {
      expect.fail(
        'apps/server/openapi.json is stale: the routes changed. Regenerate it: run npm run openapi (and commit the file).',
      );
    }
  });
});
