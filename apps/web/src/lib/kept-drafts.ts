import type { UseFormReturnType } from '@mantine/form';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionStore } from './session';

/**
 * What a person typed in a long form (an item's editor, the push composer), kept in this browser's IndexedDB while
 * they type, so a dropped satellite link, a closed tab or an expired session loses nothing (issue 21). The form
 * offers it back the next time it opens; a successful save, or Discard, removes it. Keyed by the signed-in person:
 * someone else signing in on a shared computer is never offered another's words.
 */
export interface KeptDraft<V> {
  values: V;
  /** When it was last kept (epoch ms). */
  keptAt: number;
}

const KEEP_AFTER_MS = 800;
let store: UseStore | null | undefined;
/** The drafts' own IndexedDB database; null where the browser has none (storage refused, old engines). */
function draftStore(): UseStore | null {
  if (store === undefined)
    store = typeof indexedDB === 'undefined' ? null : createStore('gathering-drafts', 'drafts');
  return store;
}

const fullKey = (key: string) => `${sessionStore.getSnapshot().user?.id ?? 'anonymous'}:${key}`;

export async function readKeptDraft<V>(key: string): Promise<KeptDraft<V> | undefined> {
  const s = draftStore();
  return s ? get<KeptDraft<V>>(fullKey(key), s).catch(() => undefined) : undefined;
}

export async function keepDraft<V>(key: string, values: V, keptAt = Date.now()): Promise<void> {
  const s = draftStore();
  // A browser that refuses storage keeps nothing: the form works as before.
  if (s) await set(fullKey(key), { values, keptAt } satisfies KeptDraft<V>, s).catch(() => undefined);
}

export async function dropKeptDraft(key: string): Promise<void> {
  const s = draftStore();
  if (s) await del(fullKey(key), s).catch(() => undefined);
}

/** Forgets every kept draft of every person in this browser (the tests, between two tests). */
export async function dropAllKeptDrafts(): Promise<void> {
  const s = draftStore();
  if (s) await clear(s).catch(() => undefined);
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
    // The values themselves, not their JSON: IndexedDB keeps a Date a Date (a job's closing date, an event's days).
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
