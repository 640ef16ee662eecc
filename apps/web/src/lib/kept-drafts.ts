import type { UseFormReturnType } from '@mantine/form';
import { clear, createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftKeyResponse } from '@gathering/contract';
import { api } from './api-client';
import { sessionStore } from './session';

/**
 * What a person typed in a long form (an item's editor, the push composer), kept in this browser's IndexedDB while
 * they type, so a dropped satellite link, a closed tab or an expired session loses nothing (issue 21). The form
 * offers it back the next time it opens; a successful save, or Discard, removes it.
 *
 * A shared computer (issue 33): what is kept is encrypted (AES-GCM) under the person's own key, which the server
 * hands to their session (`GET /v1/users/me/draft-key`) and the page holds only in memory. When the session ends (it
 * expired, another tab signed out) the key goes with it: the next person at that computer finds only ciphertext, and
 * the person themselves reads their words again at their next sign-in. Signing out removes them outright
 * (`forgetKeptDrafts`). Nothing is kept for no one: without a signed-in person, or their key, the form keeps nothing.
 */
export interface KeptDraft<V> {
  values: V;
  /** When it was last kept (epoch ms). */
  keptAt: number;
}

/** What IndexedDB holds: the values' ciphertext, bound to the record's name; only the time is in clear (the sweep). */
interface SealedDraft {
  v: 1;
  iv: string;
  data: string;
  keptAt: number;
}

const KEEP_AFTER_MS = 800;
/** A draft nobody came back to in this long is removed at the next page load, readable or not. */
const KEEP_FOR_MS = 30 * 86_400_000;

let store: UseStore | null | undefined;
/** The drafts' own IndexedDB database; null where the browser has none (storage refused, old engines). */
function draftStore(): UseStore | null {
  if (store === undefined) {
    const opened = typeof indexedDB === 'undefined' ? null : createStore('gathering-drafts', 'drafts');
    store = opened;
    if (opened) void sweepKeptDrafts();
  }
  return store;
}

// Writes and removals run one after another: a removal at sign-out comes after any keeping already under way.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(step: () => Promise<T>): Promise<T> {
  const next = queue.then(step, step);
  queue = next.catch(() => undefined);
  return next;
}

/** Removes what an earlier version kept in clear, and what is too old to be wanted (once per page load). */
export function sweepKeptDrafts(): Promise<void> {
  const s = draftStore();
  if (!s) return Promise.resolve();
  return serial(async () => {
    const old = Date.now() - KEEP_FOR_MS;
    const stale = (await entries<IDBValidKey, unknown>(s))
      .filter(([, value]) => !isSealed(value) || value.keptAt < old)
      .map(([name]) => name);
    if (stale.length) await delMany(stale, s);
  }).catch(() => undefined);
}

function isSealed(value: unknown): value is SealedDraft {
  const v = value as Partial<SealedDraft> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.v === 1 &&
    typeof v.iv === 'string' &&
    typeof v.data === 'string' &&
    typeof v.keptAt === 'number'
  );
}

const owner = () => sessionStore.getSnapshot().user?.id ?? null;
const recordName = (person: string, key: string) => `${person}:${key}`;

let cachedKey: { person: string; key: Promise<CryptoKey | null> } | null = null;
// The key leaves with the session: once nobody, or someone else, is signed in, it is no longer held.
sessionStore.subscribe(() => {
  if (cachedKey && cachedKey.person !== owner()) cachedKey = null;
});

/** The signed-in person's key, asked of the server once per session; null when it cannot be had (no link). */
function draftKey(person: string): Promise<CryptoKey | null> {
  if (cachedKey?.person === person) return cachedKey.key;
  const key = api
    .get<DraftKeyResponse>('/v1/users/me/draft-key')
    .then(({ key }) =>
      crypto.subtle.importKey('raw', fromBase64Url(key), 'AES-GCM', false, ['encrypt', 'decrypt']),
    )
    .catch(() => {
      // Asked again next time: the link may be back.
      if (cachedKey?.key === key) cachedKey = null;
      return null;
    });
  cachedKey = { person, key };
  return key;
}

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

// JSON that gives a Date back as a Date (a job's closing date, an event's days).
function toJson(values: unknown): string {
  return JSON.stringify(values, function (this: Record<string, unknown>, name, value: unknown) {
    const raw = this[name];
    return raw instanceof Date ? { $date: raw.getTime() } : value;
  });
}
function fromJson<V>(text: string): V {
  return JSON.parse(text, (_name, value: unknown) => {
    const v = value as { $date?: unknown } | null;
    return typeof v === 'object' && v !== null && Object.keys(v).length === 1 && typeof v.$date === 'number'
      ? new Date(v.$date)
      : value;
  }) as V;
}

export async function readKeptDraft<V>(key: string): Promise<KeptDraft<V> | undefined> {
  const s = draftStore();
  const person = owner();
  if (!s || !person) return undefined;
  // After any keeping under way: a form that comes back at once reads what the one leaving kept.
  return serial(() => open<V>(s, person, recordName(person, key))).catch(() => undefined);
}

async function open<V>(s: UseStore, person: string, name: string): Promise<KeptDraft<V> | undefined> {
  const sealed = await get<unknown>(name, s);
  if (!isSealed(sealed)) return undefined;
  const cryptoKey = await draftKey(person);
  if (!cryptoKey) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: new TextEncoder().encode(name) },
      cryptoKey,
      fromBase64(sealed.data),
    );
    return { values: fromJson<V>(new TextDecoder().decode(plain)), keptAt: sealed.keptAt };
  } catch {
    // Sealed under another key (the server's secret changed): it can never be read, so it goes.
    await del(name, s);
    return undefined;
  }
}

export async function keepDraft<V>(key: string, values: V, keptAt = Date.now()): Promise<void> {
  const s = draftStore();
  const person = owner();
  // A browser that refuses storage, or a page nobody is signed in to, keeps nothing: the form works as before.
  if (!s || !person) return;
  const name = recordName(person, key);
  await serial(async () => {
    const cryptoKey = await draftKey(person);
    if (!cryptoKey) return;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(name) },
      cryptoKey,
      new TextEncoder().encode(toJson(values)),
    );
    // Signed out while it was being sealed: the removal is queued after this, and nothing may outlive it.
    if (owner() !== person) return;
    await set(
      name,
      { v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(data)), keptAt } satisfies SealedDraft,
      s,
    );
  }).catch(() => undefined);
}

export async function dropKeptDraft(key: string): Promise<void> {
  const s = draftStore();
  const person = owner();
  if (s && person) await serial(() => del(recordName(person, key), s)).catch(() => undefined);
}

/** Sign-out: removes every draft `person` kept in this browser (call it once the session is cleared). */
export async function forgetKeptDrafts(person: string): Promise<void> {
  const s = draftStore();
  if (!s) return;
  await serial(async () => {
    const names = (await entries<IDBValidKey, unknown>(s))
      .map(([name]) => name)
      .filter((name) => typeof name === 'string' && name.startsWith(`${person}:`));
    if (names.length) await delMany(names, s);
  }).catch(() => undefined);
}

/** Forgets every kept draft of every person in this browser (the tests, between two tests). */
export async function dropAllKeptDrafts(): Promise<void> {
  const s = draftStore();
  if (s) await serial(() => clear(s)).catch(() => undefined);
}

/**
 * Keeps `form`'s values under `key` while they differ from where the form started, and answers a draft kept by an
 * earlier visit (when it differs from this start) with restore and discard. Call `saved()` once the server has the
 * values.
 */
export function useKeptDraft<V extends Record<string, unknown>>(form: UseFormReturnType<V>, key: string) {
  const [offered, setOffered] = useState<KeptDraft<V> | null>(null);
  const start = useRef(JSON.stringify(form.getInitialValues()));
  // Nothing is kept until the earlier draft was read: it must not be overwritten before it is offered.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void readKeptDraft<V>(key).then((draft) => {
      if (!live) return;
      if (draft && JSON.stringify(draft.values) !== start.current) setOffered(draft);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [key]);

  const current = JSON.stringify(form.values);
  // What the effects below need at any moment, without re-running on each keystroke.
  const pending = useRef({
    current,
    values: form.values,
    ready,
    offered: offered !== null,
    written: start.current,
  });
  pending.current = { ...pending.current, current, values: form.values, ready, offered: offered !== null };

  const flush = useCallback(() => {
    const p = pending.current;
    // While an earlier draft is offered, it stays as it is until the person restores or discards it.
    if (!p.ready || p.offered || p.current === p.written) return;
    p.written = p.current;
    if (p.current === start.current) void dropKeptDraft(key);
    else void keepDraft(key, p.values);
  }, [key]);

  useEffect(() => {
    const timer = setTimeout(flush, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [current, ready, offered, flush]);

  // Leaving the page (another screen, a closed tab) keeps the last keystrokes too.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const restore = useCallback(() => {
    if (!offered) return;
    form.setValues(offered.values);
    setOffered(null);
  }, [form, offered]);

  const discard = useCallback(() => {
    setOffered(null);
    void dropKeptDraft(key);
  }, [key]);

  const saved = useCallback(() => {
    // Saved: nothing to keep, now or when the form goes away.
    pending.current.written = pending.current.current;
    return dropKeptDraft(key);
  }, [key]);

  /** Keeps the values now (before a save goes out: if the link drops during it, they are kept already). */
  return { offered, restore, discard, saved, keepNow: flush };
}
