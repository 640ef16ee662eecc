import { existsSync } from 'node:fs';
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

/** Serves the built web app, with every page request of no route falling back to index.html (client-side routes). */
export async function registerWeb(app: FastifyInstance, dist: string) {
  const hasWeb = existsSync(join(dist, 'index.html'));
  const assets = join(dist, 'assets') + sep;
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // Vite names assets by content hash, so they may be cached for good; index.html is sent no-cache below.
      maxAge: '365d',
      immutable: true,
      preCompressed: true,
      // Files named without a hash (the service worker, the logo, index.html asked by name) are revalidated each
      // time: a year-long cache of sw.js would keep a browser on an old console, never offered the new version.
      setHeaders: (reply, path) => {
        if (!path.startsWith(assets)) reply.header('cache-control', 'no-cache');
      },
    });
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && isPageRequest(req))
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    return reply.status(404).send({ message: messages.notFound });
  });
}
