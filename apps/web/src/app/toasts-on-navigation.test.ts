import { describe, expect, it } from 'vitest';
import type { DataRouter, RouterState } from 'react-router';
import { createToastStore } from '../components/toasts/toast-store';
import { dismissToastsOnNavigation, NAVIGATION_GRACE_MS } from './toasts-on-navigation';

/** A router reduced to what the function reads: a path, a navigation state, and its subscribers. */
function fakeRouter(pathname: string) {
  let listener: ((s: RouterState) => void) | undefined;
  const state = (p: string, navigation: 'idle' | 'loading') =>
    ({ location: { pathname: p }, navigation: { state: navigation } }) as unknown as RouterState;
  const router = {
    state: state(pathname, 'idle'),
    subscribe: (fn: (s: RouterState) => void) => {
      listener = fn;
      return () => undefined;
    },
  } as unknown as Pick<DataRouter, 'subscribe' | 'state'>;
  return { router, emit: (p: string, nav: 'idle' | 'loading') => listener?.(state(p, nav)) };
}

describe('dismissToastsOnNavigation', () => {
  it('keeps the toast of the action that started a slow navigation (a lazy screen loading for seconds)', () => {
    let clock = 10_000;
    const store = createToastStore();
    const { router, emit } = fakeRouter('/admin/events/new');
    dismissToastsOnNavigation(router, { store, now: () => clock });
    const realNow = Date.now;
    Date.now = () => clock;
    try {
      store.show({ variant: 'ERROR', description: 'old news', autoDismiss: false });
      clock += 5_000;
      store.show({ variant: 'SUCCESS', description: 'Event saved', autoDismiss: false });
      clock += 200;
      emit('/admin/events/new', 'loading'); // navigate() called: the next screen's chunk starts loading
      clock += 4_000; // a slow link
      emit('/admin/events/123', 'idle');
    } finally {
      Date.now = realNow;
    }
    const left = store.getSnapshot().map((t) => t.description);
    expect(left).toEqual(['Event saved']);
    expect(NAVIGATION_GRACE_MS).toBeLessThan(4_000);
  });
});
