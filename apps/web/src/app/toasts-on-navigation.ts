import type { DataRouter } from 'react-router';
import { toastStore, type ToastStore } from '../components/toasts';

/**
 * A toast raised this long before a navigation belongs to the action that caused it ("Saved", then back to
 * the list; "logged in", then the dashboard) and goes along; anything older belongs to the page left behind.
 */
export const NAVIGATION_GRACE_MS = 1000;

/**
 * Issue 10 #13: toasts do not follow the user to the next page. Whenever the router arrives at another path,
 * the toasts raised before the grace period are dismissed. The period counts back from when the navigation
 * started, not when it arrived: a lazily loaded screen may take seconds on a slow link, and the action's own
 * toast must still go along. Answers the unsubscribe function.
 */
export function dismissToastsOnNavigation(
  router: Pick<DataRouter, 'subscribe' | 'state'>,
  { store = toastStore, now = () => Date.now() }: { store?: ToastStore; now?: () => number } = {},
): () => void {
  let path = router.state.location.pathname;
  let startedAt: number | null = null;
  return router.subscribe((state) => {
    const busy = state.navigation.state !== 'idle';
    if (busy && startedAt === null) startedAt = now();
    if (state.location.pathname === path) {
      if (!busy) startedAt = null;
      return;
    }
    path = state.location.pathname;
    store.dismissRaisedBefore((startedAt ?? now()) - NAVIGATION_GRACE_MS);
    startedAt = null;
  });
}
