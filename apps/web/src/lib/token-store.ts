// The session as the spec keeps it: an access token and its expiry (epoch seconds) in localStorage, so a
// reload and every tab of the same origin share it. The refresh token itself is an httpOnly cookie.
export const TOKEN_KEY = 'gathering.accessToken';
export const EXP_KEY = 'gathering.exp';

export interface StoredToken {
  accessToken: string;
  /** Epoch seconds. */
  exp: number;
}

/** localStorage can throw (privacy modes, quota); a session that cannot be stored is no session. */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readToken(storage: Storage = localStorage): StoredToken | null {
  return safe(() => {
    const accessToken = storage.getItem(TOKEN_KEY);
    const exp = Number(storage.getItem(EXP_KEY));
    // Authenticated only when both are present (spec 001 §4).
    if (!accessToken || !Number.isFinite(exp) || exp <= 0) return null;
    return { accessToken, exp };
  }, null);
}

export function writeToken(token: StoredToken, storage: Storage = localStorage): void {
  safe(() => {
    storage.setItem(TOKEN_KEY, token.accessToken);
    storage.setItem(EXP_KEY, String(token.exp));
  }, undefined);
}

export function clearToken(storage: Storage = localStorage): void {
  safe(() => {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(EXP_KEY);
  }, undefined);
}
