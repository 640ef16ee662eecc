import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';

// The built web app as the server serves it (plugins/web.ts), over a small stand-in for apps/web/dist.
describe('the web app files', () => {
  let t: TestContext;
  const dist = mkdtempSync(join(tmpdir(), 'gathering-web-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>console</title><script type="module">document.title = "c";</script>',
    );
    writeFileSync(
      join(dist, 'public.html'),
      '<!doctype html><title>public pages</title><script type="module">document.title = "x";</script>',
    );
    writeFileSync(
      join(dist, 'member.html'),
      '<!doctype html><title>member app</title><script type="module">document.title = "m";</script>',
    );
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'member-sw.js'), 'self.addEventListener("push", () => {});');
    writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), 'console.log(1);');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
    t = await createTestContext({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('keeps hashed assets for good', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbCd1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the service worker revalidated on every check, at the root so that its scope is the whole console', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("does not serve the build's own files (its manifest)", async () => {
    const res = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('index.html');
  });

  it('revalidates the other files named without a hash', async () => {
    for (const url of ['/logo.svg', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a page of the console with index.html, revalidated', async () => {
    const res = await t.app.inject({ url: '/admin/dashboard', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  // Issue 21: the public pages are a light document of their own, not the console.
  it.each([
    '/reset-request',
    '/password-reset/abc.def-123?invite=1',
    '/email-verification',
    '/email-verification/some-token',
    '/deletion-confirmation/some-token',
    '/user-delete/demo-nation',
    '/privacy-policy',
    '/privacy-policy/demo-nation',
    '/alerts/confirm/abcDEF123-_x',
  ])('answers the public page %s with public.html, revalidated', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('public pages');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/reset-request/more',
    '/user-delete',
    '/document-review/abc.1767225600.AbCdEf123456',
    '/invitations/abc',
    '/privacy',
    '/alerts/confirm',
  ])('answers %s, not a public page, with the console', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console');
  });

  // Issue 35: each community's member web app at /c/<slug>, its own document.
  it.each([
    '/c/demo-nation',
    '/c/demo-nation/',
    '/c/demo-nation/items/0b0c3f4e-1d6a-4a43-9a40-4e1c3f0e7f7a',
    '/c/demo-nation/sign-in?next=%2Fitems%2Fx',
    '/c/demo-nation?q=a.b',
  ])('answers the member web app page %s with member.html, revalidated', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('member app');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/c', '/c/', '/community/demo-nation'])(
    'answers %s, not a member app page, with the console',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('console');
    },
  );

  it('answers a missing file under /c/ with a 404, not the app', async () => {
    const res = await t.app.inject({ url: '/c/demo-nation/logo.png', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });

  // Issue 35: each community's service worker inside its app's address, so that its scope is that app alone.
  it("serves the member app's service worker at /c/<slug>/sw.js: script, revalidated, same-origin only", async () => {
    for (const slug of ['demo-nation', 'other-nation']) {
      const res = await t.app.inject({ url: `/c/${slug}/sw.js` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('push');
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // A worker's own policy: it fetches this server only and runs no other script, inline or not.
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; connect-src 'self'; script-src 'self'",
      );
      expect(res.headers['service-worker-allowed']).toBeUndefined();
    }
    // The console's worker is not the member app's.
    const console = await t.app.inject({ url: '/c/demo-nation/sw.js' });
    expect(console.body).not.toContain('fetch');
  });

  it("allows the documents' inline scripts by their hashes, and no other inline script", async () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const allowed = `script-src 'self' ${hash('document.title = "c";')} ${hash('document.title = "x";')} ${hash('document.title = "m";')};`;
    // The public pages, the console at any address (its login page is drawn by its inline script), index.html
    // asked by name (what the service worker keeps and answers navigations with), the member web app.
    for (const url of ['/reset-request', '/', '/admin/dashboard', '/index.html', '/c/demo-nation']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy'], url).toContain(allowed);
    }
    // Not an HTML answer: nothing inline is allowed.
    const api = await t.app.inject({ url: '/v1/public/certificate-key' });
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
