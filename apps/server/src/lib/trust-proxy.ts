import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are believed when they say who the client is (X-Forwarded-For, and the
 * X-Forwarded-Proto/Host of the request). Every per-address limit (sign-up, guests, password resets, failed
 * logins) counts the address this yields, so the default is to believe nobody. A proxy appends the address it
 * received the request from to X-Forwarded-For; everything to the left of that was written by the client (or by a
 * proxy further out) and is only believed hop by hop, from the right, while each hop is a trusted proxy.
 *
 *  - `hops`: the number of proxies in front; the client is the address the outermost one appended. Right only
 *    when nothing reaches the server except through them (HOST=127.0.0.1 behind a proxy on the same machine, or a
 *    private network): a client connecting directly would be believed for as many hops.
 *  - `addresses`: the proxies' own addresses or networks (CIDR), or the names `loopback`, `linklocal`,
 *    `uniquelocal`: a request is believed only from one of them, whatever else reaches the server.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as written (already trimmed, never empty): a hop count, a list of addresses, or a refusal in words. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  if (value === '0' || value === 'false') return false;
  if (value === 'true')
    return {
      error:
        'true would believe whatever address a client writes first in X-Forwarded-For, and per-address limits would count nothing. Set the addresses of the proxies in front (TRUST_PROXY=127.0.0.1, or 10.0.0.0/8), or their number (TRUST_PROXY=1) when the server is reachable only through them',
    };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 16 ? { hops } : { error: 'is a number of proxies: at most 16' };
  }
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !isAddressOrNetwork(a));
  if (bad !== undefined || !addresses.length)
    return {
      error: `must be 0, a number of proxies (1), or the proxies' addresses or networks separated by commas (127.0.0.1, 10.0.0.0/8, loopback): "${bad ?? value}" is none of these`,
    };
  return { addresses };
}

function isAddressOrNetwork(value: string): boolean {
  if (NAMES.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for it. A list goes as it is (Fastify checks each hop's address against it); a count
 * becomes a function of the hop's position, because Fastify 5 reads a bare number as "trust nobody".
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if ('addresses' in trust) return trust.addresses;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}

/**
 * Headers a proxy sets to tell who the client is. A request carrying any of them came through a proxy, whatever
 * address the server sees it from: /metrics answers such a request as the public's.
 */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'via',
] as const;
