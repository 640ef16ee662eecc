import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions, registerSecurityHeaders } from '../src/plugins/security-headers';

async function csp(https: boolean) {
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, helmetOptions(https));
  app.get('/', async () => 'ok');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(res.headers['content-security-policy']);
}

describe('security headers', () => {
  it('asks browsers to upgrade requests only when the product is served over https', async () => {
    expect(await csp(true)).toContain('upgrade-insecure-requests');
    expect(await csp(false)).not.toContain('upgrade-insecure-requests');
    expect(await csp(false)).toContain("script-src 'self'");
  });
});
