// The session as the spec keeps it: an access token and its expiry (epoch seconds) in localStorage, so a
// reload and every tab of the same origin share it. The refresh token itself is an httpOnly cookie.
export const TOKEN_KEY = 'gathering.accessToken';
export const EXP_KEY = 'gathering.exp';

export interface StoredToken {
  accessToken: string;
  /** Epoch seconds. */
  exp: number;
}

/**
 * localStorage can throw (privacy modes, quota), even when only named; a session that cannot be stored is no
 * session.
 */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readToken(storage?: Storage): StoredToken | null {
  return safe(() => {
    const store = storage ?? localStorage;
    const accessToken = store.getItem(TOKEN_KEY);
    const exp = Number(store.getItem(EXP_KEY));
    // Authenticated only when both are present (spec 001 §4).
    if (!accessToken || !Number.isFinite(exp) || exp <= 0) return null;
    return { accessToken, exp };
  }, null);
}

export function writeToken(token: StoredToken, storage?: Storage): void {
  safe(() => {
    const store = storage ?? localStorage;
    store.setItem(TOKEN_KEY, token.accessToken);
    store.setItem(EXP_KEY, String(token.exp));
  }, undefined);
}

export function clearToken(storage?: Storage): void {
  safe(() => {
    const store = storage ?? localStorage;
    store.removeItem(TOKEN_KEY);
    store.removeItem(EXP_KEY);
  }, undefined);
}
