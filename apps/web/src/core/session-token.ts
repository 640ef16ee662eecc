// The session as the spec keeps it: an access token and its expiry (epoch seconds) in localStorage, so a
// reload and every tab of the same origin share it. The refresh token itself is an httpOnly cookie.
export const TOKEN_KEY = 'gathering.accessToken';
export const EXP_KEY = 'gathering.exp';

/**
 * Where a session is kept: the consoles' keys, or another document's (the member web app keeps one session per
 * community, `gathering.member.<slug>.`, so a person signed in to two communities' apps in one browser has both).
 */
export interface TokenKeys {
  token: string;
  exp: string;
}
const CONSOLE_KEYS: TokenKeys = { token: TOKEN_KEY, exp: EXP_KEY };
export const tokenKeys = (prefix: string): TokenKeys => ({
  token: `${prefix}accessToken`,
  exp: `${prefix}exp`,
});

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

export function readToken(storage?: Storage, keys = CONSOLE_KEYS): StoredToken | null {
  return safe(() => {
    const store = storage ?? localStorage;
    const accessToken = store.getItem(keys.token);
    const exp = Number(store.getItem(keys.exp));
    // Authenticated only when both are present (spec 001 §4).
    if (!accessToken || !Number.isFinite(exp) || exp <= 0) return null;
    return { accessToken, exp };
  }, null);
}

export function writeToken(token: StoredToken, storage?: Storage, keys = CONSOLE_KEYS): void {
  safe(() => {
    const store = storage ?? localStorage;
    store.setItem(keys.token, token.accessToken);
    store.setItem(keys.exp, String(token.exp));
  }, undefined);
}

export function clearToken(storage?: Storage, keys = CONSOLE_KEYS): void {
  safe(() => {
    const store = storage ?? localStorage;
    store.removeItem(keys.token);
    store.removeItem(keys.exp);
  }, undefined);
}
