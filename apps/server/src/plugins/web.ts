import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@gathering/contract';

// Paths that are never the web app's, whatever the Accept header says.
const API_PREFIXES = ['/v1/', '/v2/', '/app/', '/docs', '/openapi.json', '/files/'];

/**
 * A browser navigating to one of the app's client-side routes: GET or HEAD, asking for HTML, outside the API, and
 * not a file (no extension in the last segment). Anything else that matches no route is a JSON 404 — a probe of
 * /metrics or /readyz on a server without them, a missing script, an API typo — never the app's index page, which
 * a probe would read as a healthy 200.
 */
export function isPageRequest(req: FastifyRequest) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0];
  if (API_PREFIXES.some((p) => path.startsWith(p))) return false;
  // A file's extension is short (".js", ".woff2"); a token with dots in a page's address (a document review link
  // ends "<id>.<expiry>.<signature>") is not a file, whatever its last part is made of.
  if (/\.[a-z0-9]{1,5}$/i.test(path.split('/').pop() ?? '')) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * The public pages' addresses (issue 21): reset, verification, deletion and privacy pages are their own light
 * document, public.html (the web app's src/public-entry), not the console's index.html. The web app's
 * sw/rules.ts PUBLIC_PAGES is the same list, for its service worker and development server.
 */
export const PUBLIC_PAGES =
  /^\/(reset-request|password-reset\/[^/]+|email-verification(\/[^/]+)?|deletion-confirmation(\/[^/]+)?|user-delete\/[^/]+|privacy-policy(\/[^/]+)?|alerts\/confirm\/[^/]+)\/?$/;

/**
 * The member web app's addresses (issue 35): each community's app at /c/<slug> and its screens below it, answered with
 * its own document, member.html (the web app's src/member). The web app's sw/rules.ts MEMBER_PAGES is the same rule,
 * for the console's service worker (which leaves them alone) and the development server.
 */
export const MEMBER_PAGES = /^\/c\/[^/?]+(?:[/?]|$)/;

/** The member web app's service worker in the build (apps/web build/member-worker.ts), served at /c/<slug>/sw.js. */
const MEMBER_WORKER = 'member-sw.js';

/**
 * The Content-Security-Policy of the built documents: public.html and member.html carry its script inline (one satellite round
 * trip fewer, apps/web vite.config.ts inlinePublicScript), and index.html the same script before the console's (the
 * login page drawn while the console loads), which `script-src 'self'` alone would block; those scripts are allowed
 * by their SHA-256, computed from the built files, so nothing else inline runs.
 */
export function inlineScriptPolicy(htmls: string[], policy: string): string {
  const hashes = new Set<string>();
  for (const html of htmls)
    for (const [, script] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g))
      hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
  if (hashes.size === 0) return policy;
  return policy.replace(/script-src 'self'/, `script-src 'self' ${[...hashes].join(' ')}`);
}

/** Serves the built web app, with every page request of no route falling back to index.html (client-side routes). */
export async function registerWeb(app: FastifyInstance, dist: string) {
  const hasWeb = existsSync(join(dist, 'index.html'));
  const assets = join(dist, 'assets') + sep;
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: dist,
      // A page load asks for dozens of files: their request lines are not logged at info (probes neither).
      logLevel: 'warn',
      wildcard: false,
      index: false,
      // Vite names assets by content hash, so they may be cached for good; index.html is sent no-cache below.
      maxAge: '365d',
      immutable: true,
      preCompressed: true,
      // dist/.vite/manifest.json is the build's own (the service worker's build reads it): not a file to serve.
      dotfiles: 'deny',
      // Files named without a hash (the service worker, the logo, index.html asked by name) are revalidated each
      // time: a year-long cache of sw.js would keep a browser on an old console, never offered the new version.
      setHeaders: (reply, path) => {
        if (!path.startsWith(assets)) reply.header('cache-control', 'no-cache');
      },
    });
  const hasPublic = hasWeb && existsSync(join(dist, 'public.html'));
  const hasMember = hasWeb && existsSync(join(dist, 'member.html'));
  if (hasMember && existsSync(join(dist, MEMBER_WORKER)))
    // Each community's app has its own worker, at an address inside its app so that its scope is that app alone
    // (/c/<slug>/: one community's worker never answers another's pages). The same file for all: the worker reads
    // its community from its scope. Revalidated at every check (a new build is offered as "new version"); its policy
    // lets it fetch this server only, and run nothing but itself.
    app.get('/c/:slug/sw.js', { schema: { hide: true } }, (_req, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', "default-src 'none'; connect-src 'self'; script-src 'self'")
        .sendFile(MEMBER_WORKER, { cacheControl: false }),
    );
  if (hasWeb) {
    const documents = [
      'index.html',
      ...(hasPublic ? ['public.html'] : []),
      ...(hasMember ? ['member.html'] : []),
    ].map((name) => readFileSync(join(dist, name), 'utf8'));
    // Every HTML answer: a page's address, index.html asked by name (the service worker's copy is that answer).
    let seen: string | null = null;
    let patched = '';
    app.addHook('onSend', async (_req, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html'))
        return payload;
      if (policy !== seen) [seen, patched] = [policy, inlineScriptPolicy(documents, policy)];
      reply.header('content-security-policy', patched);
      return payload;
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && isPageRequest(req)) {
      reply.header('cache-control', 'no-cache');
      const path = req.url.split('?')[0];
      if (hasMember && MEMBER_PAGES.test(path)) return reply.sendFile('member.html', { cacheControl: false });
      if (!hasPublic || !PUBLIC_PAGES.test(path))
        return reply.sendFile('index.html', { cacheControl: false });
      return reply.sendFile('public.html', { cacheControl: false });
    }
    return reply.status(404).send({ message: messages.notFound });
  });
}
