import { request } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from '../../lib/push-endpoints';
import { MAX_CAP_BYTES } from './cap.xml';

/** Why a fetch of a CAP source did not bring a document: each one a sentence key of the console. */
export type FetchRefusal =
  'notHttps' | 'notAllowed' | 'notPublic' | 'tooLarge' | 'tooManyRedirects' | 'httpStatus' | 'unreachable';

export class CapFetchError extends Error {
  constructor(
    readonly reason: FetchRefusal,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface CapFetchOptions {
  /** URL prefixes the operator allows (CAP_SOURCE_ALLOW): every address fetched, redirects too, starts with one. */
  allow: readonly string[];
  /** Origins that may be on this machine's network (the feed simulator of tests and the demo); none in production. */
  privateOrigins?: readonly string[];
  /** A certificate authority to trust besides the system's (the simulator's). */
  ca?: string;
  timeoutMs?: number;
}

function normalized(url: string): URL | null {
  try {
    const u = new URL(url.trim());
    u.hash = '';
    return u;
  } catch {
    return null;
  }
}

/**
 * The rule every address the server fetches for a community passes, the push credentials' token_uri rule: https,
 * no user name or password in it, under one of the operator's prefixes, and not an IP literal of this machine's
 * or a private network (a name that resolves to one is refused at connection: publicOnlyLookup).
 */
export function checkSourceUrl(url: string, opts: CapFetchOptions): URL {
  const u = normalized(url);
  if (!u || u.protocol !== 'https:') throw new CapFetchError('notHttps');
  if (u.username || u.password) throw new CapFetchError('notAllowed');
  const allowed = opts.allow.some((prefix) => {
    const p = normalized(prefix);
    return !!p && p.protocol === 'https:' && u.origin === p.origin && u.pathname.startsWith(p.pathname);
  });
  if (!allowed) throw new CapFetchError('notAllowed');
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host) && !(opts.privateOrigins ?? []).includes(u.origin))
    throw new CapFetchError('notPublic');
  return u;
}

export type Fetched =
  | { status: 304 }
  | { status: 200; body: string; etag: string | null; lastModified: string | null; url: string };

function once(
  u: URL,
  headers: Record<string, string>,
  opts: CapFetchOptions,
): Promise<{ status: number; location?: string; body: string; etag?: string; lastModified?: string }> {
  const trusted = (opts.privateOrigins ?? []).includes(u.origin);
  return new Promise((resolve, reject) => {
    const req = request(
      u,
      {
        method: 'GET',
        headers: {
          accept: 'application/atom+xml, application/rss+xml, application/cap+xml, application/xml, text/xml',
          ...headers,
        },
        lookup: trusted ? undefined : publicOnlyLookup,
        ca: opts.ca ? [opts.ca] : undefined,
        timeout: opts.timeoutMs ?? 15_000,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > MAX_CAP_BYTES) {
            req.destroy(new CapFetchError('tooLarge'));
            return;
          }
          chunks.push(c);
        });
        res.on('end', () =>
          resolve({
            status,
            location: res.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
            etag: res.headers.etag,
            lastModified: res.headers['last-modified'],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new CapFetchError('unreachable', 'timeout')));
    req.on('error', (err) =>
      reject(
        err instanceof CapFetchError
          ? err
          : (err as NodeJS.ErrnoException).code === 'ENOTPUBLIC'
            ? new CapFetchError('notPublic')
            : new CapFetchError('unreachable', (err as NodeJS.ErrnoException).code ?? err.message),
      ),
    );
    req.end();
  });
}

/**
 * GET of a feed or a CAP document with the SSRF rules on the address and on each redirect's (three at most), the
 * ETag and Last-Modified of the previous answer (a 304 brings nothing), and a size bound.
 */
export async function fetchCap(
  url: string,
  opts: CapFetchOptions,
  cache: { etag?: string | null; lastModified?: string | null } = {},
): Promise<Fetched> {
  let u = checkSourceUrl(url, opts);
  const headers: Record<string, string> = {};
  if (cache.etag) headers['if-none-match'] = cache.etag;
  if (cache.lastModified) headers['if-modified-since'] = cache.lastModified;
  for (let hop = 0; hop <= 3; hop++) {
    const res = await once(u, headers, opts);
    if (res.status === 304) return { status: 304 };
    if ([301, 302, 303, 307, 308].includes(res.status) && res.location) {
      u = checkSourceUrl(new URL(res.location, u).href, opts);
      continue;
    }
    if (res.status !== 200) throw new CapFetchError('httpStatus', String(res.status));
    return {
      status: 200,
      body: res.body,
      etag: res.etag ?? null,
      lastModified: res.lastModified ?? null,
      url: u.href,
    };
  }
  throw new CapFetchError('tooManyRedirects');
}
