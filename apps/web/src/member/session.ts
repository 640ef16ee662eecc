import { clearToken, readToken, tokenKeys, writeToken, type StoredToken } from '../core/session-token';

/** A token is used until 30 s before its expiry (the consoles' margin, spec 001 §4), then renewed. */
const MARGIN_MS = 30_000;
export const isFresh = (token: StoredToken | null, now = Date.now()): token is StoredToken =>
  token !== null && token.exp * 1000 - now > MARGIN_MS;

/** Whose token it is: its subject (a member's user id, or a guest's id), read without checking the signature. */
export function subjectOf(token: string): string | null {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(part.padEnd(part.length + ((4 - (part.length % 4)) % 4), '='))) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

function storageOf(storage?: Storage): Storage | null {
  try {
    return storage ?? localStorage;
  } catch {
    return null;
  }
}

/**
 * What this browser keeps of a community's app, under `gathering.member.<slug>.` in localStorage (as the consoles
 * keep their session): the member's access token (the refresh token is an httpOnly cookie of the member API), else
 * the guest's token, the browser's own device id for its guest session (one guest per browser and community), and
 * small records the boot script reads before anything else loads (the community, the kept feed's validator).
 */
export function memberSession(slug: string, storage?: Storage) {
  const prefix = `gathering.member.${slug}.`;
  const memberKeys = tokenKeys(prefix);
  const guestKeys = tokenKeys(`${prefix}guest.`);
  const store = () => storageOf(storage);
  let memoryDevice: string | null = null;
  const get = (key: string) => {
    try {
      return store()?.getItem(prefix + key) ?? null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string | null) => {
    try {
      if (value === null) store()?.removeItem(prefix + key);
      else store()?.setItem(prefix + key, value);
    } catch {
      // Storage blocked or full: the app works on, it only forgets sooner.
    }
  };
  return {
    prefix,
    member: () => readToken(storage, memberKeys),
    setMember: (token: StoredToken) => writeToken(token, storage, memberKeys),
    clearMember: () => clearToken(storage, memberKeys),
    guest: () => readToken(storage, guestKeys),
    setGuest: (token: StoredToken) => writeToken(token, storage, guestKeys),
    clearGuest: () => clearToken(storage, guestKeys),
    /** This browser's id for its guest session, made on first use. */
    deviceId(): string {
      const kept = get('device') ?? memoryDevice;
      if (kept) return kept;
      const made = crypto.randomUUID();
      memoryDevice = made;
      set('device', made);
      return made;
    },
    /** A new guest next time: after a sign-up (the old guest became the member) or a sign-out. */
    forgetDevice() {
      memoryDevice = null;
      set('device', null);
    },
    read: get,
    write: set,
    /** Everything of this community in this browser's localStorage (sign-out on a shared browser). */
    forgetAll() {
      memoryDevice = null;
      const s = store();
      if (!s) return;
      try {
        for (const key of Object.keys(s)) if (key.startsWith(prefix)) s.removeItem(key);
      } catch {
        // Nothing more can be removed from a storage that refuses.
      }
    },
  };
}
export type MemberSession = ReturnType<typeof memberSession>;
