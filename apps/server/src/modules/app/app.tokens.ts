import { SignJWT, errors, jwtVerify } from 'jose';

export const GUEST_TOKEN_DAYS = 180;
// A guest token can never pass for a member's access token (no session claim) nor the other way round (audience).
const AUDIENCE = 'gathering-guest';

export interface GuestClaims {
  guestId: string;
  communityId: string;
}

/** Long-lived tokens for app guests: a device in a community, without an account. */
export function createGuestSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: GuestClaims, now: Date): Promise<{ token: string; exp: number }> {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + GUEST_TOKEN_DAYS * 86_400;
      const token = await new SignJWT({ cid: claims.communityId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.guestId)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp };
    },
    async verify(token: string, now: Date): Promise<GuestClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string') return null;
        return { guestId: payload.sub, communityId: payload.cid };
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

export type GuestSigner = ReturnType<typeof createGuestSigner>;
