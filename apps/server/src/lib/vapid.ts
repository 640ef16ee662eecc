import { createECDH } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

// Web Push's VAPID key (RFC 8292) as the configuration reads it (config.ts): its variables, checked, made once, and
// its public half.

/** The WEB_PUSH_* variables of config.ts's schema (docs/configuration.md). */
export const webPushVariables = {
  // Web Push's VAPID key (RFC 8292): the P-256 private key, base64url (as `web-push generate-vapid-keys` prints
  // it); generated once into DATA_DIR when unset. Every server of one install must share it: browsers subscribed
  // with its public key, and a new key orphans every subscription.
  WEB_PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .refine(
      (v) => vapidPublicKey(v.trim()) !== null,
      'must be a P-256 private key of 32 bytes, base64url-encoded',
    )
    .optional(),
  // Who push services may contact about our pushes (VAPID's `sub`): a mailto: or https: address.
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
    .optional(),
  // Push service origins a browser's subscription may name although they are not public addresses (comma-separated
  // https origins): a forwarding proxy, or the test simulator on loopback. Any other endpoint must resolve to public
  // addresses only: a subscription is written by whoever calls the API.
  WEB_PUSH_ENDPOINT_ALLOW: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https$/ }).transform((u) => new URL(u).origin)))
    .default([]),
};

/** Web Push (RFC 8030/8291/8292): the server's VAPID key pair and who it says it is. */
export interface WebPushConfig {
  /** base64url of the 32-byte P-256 private key. */
  privateKey: string;
  /** base64url of the 65-byte uncompressed public key: the browsers' applicationServerKey. */
  publicKey: string;
  /** VAPID `sub`: a mailto: or https: address. */
  subject: string;
  /** Origins a subscription may name although they are not public addresses (WEB_PUSH_ENDPOINT_ALLOW). */
  endpointAllow: string[];
}

/** The public key of a VAPID private key (base64url), or null when it is not one. */
export function vapidPublicKey(privateKey: string): string | null {
  const d = Buffer.from(privateKey, 'base64url');
  if (d.length !== 32 || d.toString('base64url') !== privateKey.replace(/=+$/, '')) return null;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

export function webPushConfig(privateKey: string, subject: string, endpointAllow: string[]): WebPushConfig {
  // An operator's command that found no key (`missing`) carries an empty one; it sends no push.
  return { privateKey, publicKey: privateKey ? vapidPublicKey(privateKey)! : '', subject, endpointAllow };
}

/** The install's https address, else the sender address of its e-mails: both reach the operator. */
export function defaultSubject(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/$/, '');
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

// As lib/kept-secrets.ts's persistentSecret, for Web Push's VAPID key: browsers subscribed with its public key, so it is made once and kept.
export function persistentVapidKey(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private key of 31 bytes or fewer (about one in 256) is padded to the 32 that VAPID keys are written in.
  const key = ecdh.getPrivateKey().toString('hex').padStart(64, '0');
  const encoded = Buffer.from(key, 'hex').toString('base64url');
  writeFileSync(file, encoded + '\n', { mode: 0o600 });
  return encoded;
}
