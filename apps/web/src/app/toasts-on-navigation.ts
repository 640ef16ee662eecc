import type { DataRouter } from 'react-router';
import { toastStore, type ToastStore } from '../components/toasts';

/**
 * A toast raised this long before a navigation belongs to the action that caused it ("Saved", then back to
 * the list; "logged in", then the dashboard) and goes along; anything older belongs to the page left behind.
 */
export const NAVIGATION_GRACE_MS = 1000;

/**
 * Issue 10 #13: toasts do not follow the user to the next page. Whenever the router arrives at another path,
 * the toasts raised before the grace period are dismissed. Answers the unsubscribe function.
 */
export function dismissToastsOnNavigation(
  router: Pick<DataRouter, 'subscribe' | 'state'>,
  { store = toastStore, now = () => Date.now() }: { store?: ToastStore; now?: () => number } = {},
): () => void {
  let path = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === path) return;
    path = state.location.pathname;
    store.dismissRaisedBefore(now() - NAVIGATION_GRACE_MS);
  });
}
