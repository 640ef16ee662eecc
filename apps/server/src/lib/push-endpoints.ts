import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The OAuth token endpoints Google writes in a service account's `token_uri` (today's, and two older ones still
 * found in downloaded files). The signed JWT assertion goes to one of these, or to an endpoint the operator
 * allowed (PUSH_TOKEN_URL_ALLOW, FCM_TOKEN_URL): never to an address a pasted file names.
 */
export const GOOGLE_TOKEN_URLS = [
  'https://oauth2.googleapis.com/token',
  'https://www.googleapis.com/oauth2/v4/token',
  'https://accounts.google.com/o/oauth2/token',
] as const;

/** The providers' own public hosts: whatever DNS says, a connection to them must not land on a private address. */
export const PUBLIC_PROVIDER_ORIGINS: ReadonlySet<string> = new Set([
  'https://api.push.apple.com',
  'https://api.sandbox.push.apple.com',
  'https://fcm.googleapis.com',
  ...GOOGLE_TOKEN_URLS.map((u) => new URL(u).origin),
]);

/** The token endpoints the operator named (PUSH_TOKEN_URL_ALLOW, and FCM_TOKEN_URL which overrides every file's). */
export const operatorTokenUrls = (push: { fcmTokenUrl?: string; tokenUrlAllow?: readonly string[] }) => [
  ...(push.tokenUrlAllow ?? []),
  ...(push.fcmTokenUrl ? [push.fcmTokenUrl] : []),
];

/** The URL in one spelling (`https://HOST:443/token` = `https://host/token`), or null when it is not one. */
function normalized(url: string): string | null {
  try {
    const u = new URL(url.trim());
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

/** True when `url` is an https token endpoint of Google's or one of `allowed` (compared as whole URLs). */
export function tokenUrlAllowed(url: string, allowed: readonly string[]): boolean {
  const href = normalized(url);
  if (!href) return false;
  const u = new URL(href);
  // Userinfo would let "https://oauth2.googleapis.com@evil/" read like Google's in a log.
  if (u.protocol !== 'https:' || u.username || u.password) return false;
  return [...GOOGLE_TOKEN_URLS, ...allowed].some((a) => normalized(a) === href);
}

// Loopback, private, link-local, carrier-grade NAT, documentation, multicast and reserved ranges: nothing a
// provider on the internet answers from. (IPv4-mapped IPv6 addresses are checked against the IPv4 rules.)
const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64: may embed any IPv4 address
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: may embed any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  notPublic.addSubnet(net, prefix, 'ipv6');

/** True for an address a public provider may have: not loopback, private, link-local or otherwise reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The connection error of a public-only endpoint that resolves, or is written, as a non-public address. */
export class NotPublicAddressError extends Error {
  readonly code = 'ENOTPUBLIC';
  constructor(host: string) {
    super(`${host} is not a public address`);
  }
}

/** A `lookup` for net/tls/http2 connections that refuses a host when any address it resolves to is not public. */
export const publicOnlyLookup = ((hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address)))
      return callback(new NotPublicAddressError(hostname), '', 0);
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}) as LookupFunction;
