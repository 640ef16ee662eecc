import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../uuid';

/**
 * Which stored files are private, and the signed, expiring addresses they are served at.
 *
 * Private by purpose, decided from the key so that rows written before this rule are covered without a look-up:
 * support screenshots (`support/…`), every feed item document (`communities/<id>/feed/document-…`), whatever the
 * item's audience — a document's audience can change after its address was handed out, and members reach documents
 * through answers that carry a fresh address anyway — and every image inside an item's text (`…/feed/image-…`).
 * Such an image is also served without a signature while a public item (OPEN, published) shows it (the file route
 * asks the content module, `bodyImageCommunity`), so guests' phones and shared caches keep it, for an hour; a
 * members-only item's images leave only at signed addresses (issue 33). Covers and logos stay public: they are
 * shown on public pages and in push previews.
 *
 * A private address carries `expires` (Unix seconds) and `signature` (HMAC-SHA256 over key and expiry with a key
 * derived from the server's JWT secret). Expiries are rounded up to a window, so that every answer given in
 * the same window carries the same address (browsers keep one copy; the member app's rendered feed items stay
 * reusable within a window) and each address lives between one hour and an hour and a half.
 */
export const SIGNING_WINDOW_SECONDS = 30 * 60;

/**
 * Files the store keeps that are never served at /files/<key>, signed or not: a community's export archives, kept in
 * the shared store so that any process serves them, each fetched only through its own one-time link; and the audit
 * trail's signed checkpoints (the latest is published at /v1/public/audit-checkpoint).
 */
export const UNSERVED_PREFIX = 'exports/';
export const CHECKPOINTS_PREFIX = 'audit-checkpoints';
export const isUnservedKey = (key: string) =>
  key.startsWith(UNSERVED_PREFIX) || key.startsWith(`${CHECKPOINTS_PREFIX}/`);
const WINDOWS_AHEAD = 3;

const BODY_IMAGE = /^communities\/[^/]+\/feed\/image-/;

export function isPrivateKey(key: string): boolean {
  return (
    key.startsWith('support/') ||
    /^communities\/[^/]+\/feed\/document-/.test(key) ||
    BODY_IMAGE.test(key) ||
    // An alert's recorded voice message (issue 36): fetched by the voice provider at a signed address.
    /^communities\/[^/]+\/alerts\/recording-/.test(key)
  );
}

/** The community of an image uploaded for inside an item's text (public only while a public item shows it), or null. */
export function bodyImageCommunity(key: string): string | null {
  const community = BODY_IMAGE.test(key) ? key.split('/')[1] : null;
  return isUuid(community) ? community : null;
}

export interface FileSigning {
  /** The server's JWT secret: the signing key is derived from it, never used as it is. */
  secret: string;
  now: () => Date;
}

export function fileSigner(signing: FileSigning) {
  const key = createHmac('sha256', signing.secret).update('gathering private file addresses').digest();
  const mac = (fileKey: string, expires: number) =>
    createHmac('sha256', key).update(`${fileKey}\n${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(signing.now().getTime() / 1000);
  const window = () => Math.floor(nowSeconds() / SIGNING_WINDOW_SECONDS);

  return {
    /** The signing window now: a rendering holding signed addresses is reusable only within it. */
    window,
    /** `?expires=…&signature=…` for a private key. */
    query(fileKey: string): string {
      const expires = (window() + WINDOWS_AHEAD) * SIGNING_WINDOW_SECONDS;
      return `?expires=${expires}&signature=${mac(fileKey, expires)}`;
    },
    /** Seconds the signed address has left, or null when it is forged, altered or expired. */
    remaining(fileKey: string, expires: string | undefined, signature: string | undefined): number | null {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return null;
      const left = Number(expires) - nowSeconds();
      if (left <= 0) return null;
      const expected = Buffer.from(mac(fileKey, Number(expires)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
    },
  };
}
