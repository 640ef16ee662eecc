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
