import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createTokenSigner } from '../src/modules/auth/auth.tokens';

// A unit test of the access-token signer alone: verify() checks the HMAC itself, so it is held to jose's rules.
describe('access tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-for-hs256';
  const signer = createTokenSigner(secret);
  const claims = {
    userId: '11111111-1111-4111-8111-111111111111',
    sessionId: '22222222-2222-4222-8222-222222222222',
  };
  const now = new Date('2025-06-01T12:00:00Z');
  const key = new TextEncoder().encode(secret);

  it('verifies its own tokens until they expire, 15 minutes later', async () => {
    const { accessToken, exp } = await signer.sign(claims, now);
    expect(exp).toBe(now.getTime() / 1000 + ACCESS_TOKEN_SECONDS);
    expect(await signer.verify(accessToken, now)).toEqual(claims);
    expect(await signer.verify(accessToken, new Date((exp - 1) * 1000))).toEqual(claims);
    expect(await signer.verify(accessToken, new Date(exp * 1000))).toBeNull();
  });

  it('refuses tampered tokens, other keys, other algorithms and other headers', async () => {
    const { accessToken } = await signer.sign(claims, now);
    const [h, p, s] = accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sid: claims.sessionId, sub: claims.userId, exp: 9e9 }),
    ).toString('base64url');
    const flip = (x: string) => (x[0] === 'A' ? 'B' : 'A') + x.slice(1);
    const sign = (header: { alg: string; typ?: string }, k = key) =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader(header)
        .setSubject(claims.userId)
        .setExpirationTime(9e9)
        .sign(k);
    const tokens = [
      `${h}.${forged}.${s}`,
      `${h}.${p}.${flip(s)}`,
      `${h}.${p}.${s}x`,
      `${h}.${p}`,
      `${h}.${p}.${s}.${s}`,
      `eyJhbGciOiJub25lIn0.${p}.`,
      await sign({ alg: 'HS256' }, new TextEncoder().encode('another-secret-another-secret-another')),
      await sign({ alg: 'HS512' }),
      await sign({ alg: 'HS256', typ: 'JWT' }),
      '',
      '...',
    ];
    for (const token of tokens) expect(await signer.verify(token, now), token).toBeNull();
  });

  it('refuses tokens whose ids are not uuids, or that are not valid yet', async () => {
    const bad = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setExpirationTime(9e9)
      .sign(key);
    expect(await signer.verify(bad, now)).toBeNull();
    const early = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setNotBefore(now.getTime() / 1000 + 60)
      .setExpirationTime(9e9)
      .sign(key);
    expect(await signer.verify(early, now)).toBeNull();
    expect(await signer.verify(early, new Date(now.getTime() + 61_000))).toEqual(claims);
  });
});
