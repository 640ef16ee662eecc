import { useSyncExternalStore } from 'react';

/**
 * The app's own few routes over the History API: a router library (react-router: 12 KB compressed) would be an
 * eighth of the 100 KB the first feed may cost on a satellite link (issue 35), for a dozen flat addresses. Paths here
 * are the screen's part of the address, after /c/<slug> ("" is the feed, "/items/<id>" an item).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => window.location.pathname + window.location.search;

/** The address (path and query) the app shows, re-rendering on every change. */
export const useAddress = () => useSyncExternalStore(subscribe, snapshot, snapshot);

/** Goes to an address of the app (a full path, "/c/<slug>/…"), as a link would, without reloading the page. */
export function go(to: string, options: { replace?: boolean } = {}) {
  if (to === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
  // A new screen starts at its top, as a new page does.
  if (!options.replace) window.scrollTo(0, 0);
}

/** A click on a link the app handles itself: a plain left click, no key held, no new tab asked for. */
export function isOwnClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export interface Match {
  /** The screen's name. */
  name: string;
  /** The values of the path's `:name` segments. */
  params: Record<string, string>;
}

/** The first route whose pattern ("/items/:id") matches `path`; patterns are tried in order. */
export function match(path: string, routes: readonly (readonly [string, string])[]): Match | null {
  const parts = path.split('/').filter(Boolean);
  for (const [name, pattern] of routes) {
    const want = pattern.split('/').filter(Boolean);
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = want.every((segment, i) => {
      if (segment.startsWith(':')) {
        try {
          params[segment.slice(1)] = decodeURIComponent(parts[i]);
        } catch {
          return false;
        }
        return true;
      }
      return segment === parts[i];
    });
    if (fits) return { name, params };
  }
  return null;
}
