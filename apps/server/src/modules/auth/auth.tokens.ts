import { createHmac, createSecretKey, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { isUuid } from '../../lib/uuid';
import type { AccessClaims } from '../../plugins/auth';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/** Short-lived HS256 access tokens. The session row, checked on every request, is what revocation ends. */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  const hmacKey = createSecretKey(key);
  return {
    /**
     * The refresh token that succeeds `parent`: derived, not random, so a replay of the parent within the grace
     * gets back the very token already issued (no new branch) although only its hash is stored. Keyed with the
     * server secret: holding an old token does not let anyone compute its successor.
     */
    childRefreshToken(parent: string): string {
      return createHmac('sha256', hmacKey).update(`refresh-child:${parent}`).digest('base64url');
    },
    /**
     * The key of a person's kept drafts (AES-256, base64url): derived from the server secret and the person, so it
     * needs no storage, is the same at each sign-in, and cannot be worked out from the browser's contents.
     */
    draftKey(userId: string): string {
      return createHmac('sha256', hmacKey).update(`kept-drafts:${userId}`).digest('base64url');
    },
    async sign(claims: AccessClaims, now: Date): Promise<{ accessToken: string; exp: number }> {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ACCESS_TOKEN_SECONDS;
      const accessToken = await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        // Two tokens issued in the same second would otherwise be identical; each issue is its own token.
        .setJti(randomUUID())
        .sign(key);
      return { accessToken, exp };
    },
    /**
     * Null for anything that is not a valid, unexpired token of ours. Runs on every request, so it checks the
     * HMAC with node:crypto directly (a few µs) rather than through jose's WebCrypto path (~100 µs, async).
     * Only the exact header `sign` writes is accepted: no algorithm choice is left to the token.
     */
    async verify(token: string, now: Date): Promise<AccessClaims | null> {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return null;
      const expected = Buffer.from(
        createHmac('sha256', hmacKey).update(`${parts[0]}.${parts[1]}`).digest('base64url'),
      );
      const given = Buffer.from(parts[2]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof payload !== 'object' || payload === null) return null;
      const seconds = Math.floor(now.getTime() / 1000);
      if (typeof payload.exp !== 'number' || payload.exp <= seconds) return null;
      if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds))
        return null;
      // Ids go straight into uuid columns: a malformed one would be a database error, not a 401.
      if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
      return { userId: payload.sub, sessionId: payload.sid };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
