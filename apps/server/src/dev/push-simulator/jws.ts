// Checking the JWTs senders sign: APNs provider tokens (ES256) and the service accounts' assertions of the OAuth
// JWT-bearer grant (RS256).
import { verify, type KeyObject } from 'node:crypto';

const b64json = (part: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** Splits and checks a JWS; `null` when the signature does not verify against `key`. */
export function verifyJws(
  jwt: string,
  alg: 'ES256' | 'RS256',
  keyFor: (header: Record<string, unknown>, payload: Record<string, unknown>) => KeyObject | undefined,
) {
  const parts = jwt.split('.');
  if (parts.length !== 3) return null;
  const header = b64json(parts[0]);
  const payload = b64json(parts[1]);
  if (!header || !payload || header.alg !== alg) return null;
  const key = keyFor(header, payload);
  if (!key) return null;
  const ok = verify(
    'sha256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
    Buffer.from(parts[2], 'base64url'),
  );
  return ok ? { header, payload } : null;
}
