import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastApi } from './toast-api';
import { createToastStore, type ToastStore } from './toast-store';

let store: ToastStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});
afterEach(() => {
  store.clear();
  vi.useRealTimers();
});

const ids = () => store.getSnapshot().map((t) => t.id);

describe('toast store', () => {
  it('defaults: auto-dismiss on, 5000 ms, fallback title, no position (the viewport decides)', () => {
    store.show({ variant: 'INFO', description: 'Hello' });
    expect(store.getSnapshot()[0]).toMatchObject({
      variant: 'INFO',
      title: 'Your Attention Is Needed',
      description: 'Hello',
      autoDismiss: true,
      duration: 5000,
      position: undefined,
      closing: false,
      paused: false,
    });
  });

  it('starts the 220 ms exit after 5000 ms and removes the toast when it ends', () => {
    const id = store.show({ variant: 'SUCCESS', description: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()[0].closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0].closing).toBe(true);
    vi.advanceTimersByTime(219);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it('honours a custom duration', () => {
    store.show({ variant: 'INFO', description: 'x', duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()[0].closing).toBe(true);
  });

  it('keeps a toast with autoDismiss false until dismissed by hand', () => {
    const id = store.show({ variant: 'ERROR', description: 'Sticky', autoDismiss: false });
    vi.advanceTimersByTime(60_000);
    expect(ids()).toEqual([id]);
    store.dismiss(id);
    vi.advanceTimersByTime(220);
    expect(ids()).toEqual([]);
  });

  it('pauses while hovered and resumes with the remaining time, not a fresh 5000 ms', () => {
    store.show({ variant: 'INFO', description: 'x' });
    const id = ids()[0];
    vi.advanceTimersByTime(3000);
    store.pause(id);
    expect(store.getSnapshot()[0].paused).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(store.getSnapshot()[0].closing).toBe(false);
    store.resume(id);
    expect(store.getSnapshot()[0].paused).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()[0].closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0].closing).toBe(true);
  });

  it('accumulates several hovers', () => {
    const id = store.show({ variant: 'INFO', description: 'x' });
    vi.advanceTimersByTime(2000);
    store.pause(id);
    vi.advanceTimersByTime(500);
    store.resume(id);
    vi.advanceTimersByTime(2000);
    store.pause(id);
    store.pause(id); // a second enter event must not count the time twice
    vi.advanceTimersByTime(500);
    store.resume(id);
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()[0].closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0].closing).toBe(true);
  });

  it('dismisses once: a second dismiss does not restart the exit', () => {
    const id = store.show({ variant: 'INFO', description: 'x' });
    store.dismiss(id);
    vi.advanceTimersByTime(200);
    store.dismiss(id);
    vi.advanceTimersByTime(20);
    expect(ids()).toEqual([]);
  });

  it('ignores unknown ids and hover on a closing toast', () => {
    const id = store.show({ variant: 'INFO', description: 'x' });
    store.dismiss('nope');
    store.pause('nope');
    store.resume('nope');
    store.dismiss(id);
    store.pause(id);
    expect(store.getSnapshot()[0]).toMatchObject({ closing: true, paused: false });
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ variant: 'INFO', description: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.show({ variant: 'INFO', description: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clear drops everything and cancels pending timers', () => {
    store.show({ variant: 'INFO', description: 'x' });
    const id = store.show({ variant: 'INFO', description: 'y' });
    store.dismiss(id);
    store.clear();
    expect(ids()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('toast api', () => {
  it('success and error carry the fixed titles and take the description alone', () => {
    const api = createToastApi(store);
    api.success('User successfully logged in');
    api.error('Login Error');
    expect(
      store.getSnapshot().map(({ variant, title, description }) => [variant, title, description]),
    ).toEqual([
      ['SUCCESS', 'Success', 'User successfully logged in'],
      ['ERROR', 'Error', 'Login Error'],
    ]);
  });

  it('info uses the default title unless one is given', () => {
    const api = createToastApi(store);
    api.info('Heads up');
    api.info('Heads up', { title: 'Scheduled' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Your Attention Is Needed', 'Scheduled']);
  });

  it('show without a title falls back to the default title, whatever the variant', () => {
    createToastApi(store).show({ variant: 'SUCCESS', description: 'x' });
    expect(store.getSnapshot()[0].title).toBe('Your Attention Is Needed');
  });

  it('stamps its default position unless the toast names one', () => {
    const api = createToastApi(store, { position: 'bottom-right' });
    api.error('a');
    api.success('b', { position: 'top-center' });
    expect(store.getSnapshot().map((t) => t.position)).toEqual(['bottom-right', 'top-center']);
  });

  it('dismiss goes through to the store', () => {
    const api = createToastApi(store);
    const id = api.info('x', { autoDismiss: false });
    api.dismiss(id);
    expect(store.getSnapshot()[0].closing).toBe(true);
  });

  it('dismisses the toasts raised before a time and keeps the newer ones', () => {
    store.show({ variant: 'ERROR', description: 'old' });
    vi.advanceTimersByTime(2000);
    const fresh = store.show({ variant: 'SUCCESS', description: 'new' });
    store.dismissRaisedBefore(Date.now() - 1000);
    vi.advanceTimersByTime(300);
    expect(ids()).toEqual([fresh]);
  });
});
