import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag, { fnv1a } from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

// The API's own answers, which change with the data and with who asks.
const API = /^\/(v1|v2|app)\//;
const KEPT_ON_304 = new Set([
  'etag',
  'cache-control',
  'vary',
  'expires',
  'content-location',
  'date',
  'x-request-id',
]);

/**
 * For administrators and phones on a satellite link (600 ms, 1 Mbit/s; issue 21): answers of reads are compressed
 * and validated.
 * - Brotli (or gzip) from 1 KB, at quality 4: a members page of 50 KB leaves as ~9 KB for ~1 ms of CPU (quality 11,
 *   the default, costs tens of ms for a few percent more). Only GET and HEAD answers: the token answers of sign-in
 *   and refresh are POST answers, which then cannot be a compression oracle (BREACH) whatever a body reflects.
 * - A weak ETag on every answer (weak: the same JSON is sent compressed or not) and 304 with no body when the
 *   caller's If-None-Match matches, so a phone's feed refresh with nothing new costs the headers only.
 * - API reads are `private, no-cache`: kept by the caller's browser or app and revalidated each time, never by a
 *   shared cache (they are personal and per community).
 * Request bodies are never decompressed: a small gzip body inflating past the body limit is a bomb.
 * Registered before the web app's static files, which are served pre-compressed (plugins/web.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  // Before @fastify/compress's own onRoute hook reads the option.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.compress === undefined && !methods.every((m) => m === 'GET' || m === 'HEAD'))
      route.compress = false;
  });
  // Hashes the uncompressed JSON: its onSend hook runs before compression's.
  await app.register(etag, { weak: true, hashFn: fnv1a });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      API.test(req.url) &&
      !reply.hasHeader('cache-control')
    )
      reply.header('cache-control', 'private, no-cache');
    // A 304 carries the validators and caching headers only (RFC 9110, 15.4.5): the caller keeps the headers of the
    // answer it has, and the page's security headers would double the few hundred bytes of a refresh.
    if (reply.statusCode === 304)
      for (const name of Object.keys(reply.getHeaders()))
        if (!KEPT_ON_304.has(name)) reply.removeHeader(name);
    done(null, payload);
  });
}
