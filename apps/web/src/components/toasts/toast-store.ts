import { createNotificationsStore, notifications, type NotificationsStore } from '@mantine/notifications';
import { notificationFor } from './toast-look';
import {
  ACTION_TOAST_DURATION_MS,
  DEFAULT_TOAST_TITLE,
  TOAST_DURATION_MS,
  type Toast,
  type ToastOptions,
} from './toast-types';

type Listener = () => void;

export interface ToastStore {
  /** Mantine's store, which `<Notifications>` (in ToastProvider) draws, queues and times out. */
  readonly notifications: NotificationsStore;
  subscribe(listener: Listener): () => void;
  /** The toasts raised and not yet dismissed, shown or queued, oldest first. */
  getSnapshot(): readonly Toast[];
  show(options: ToastOptions): string;
  /** Closes the toast (its exit transition runs in the viewport). */
  dismiss(id: string): void;
  /** Drops every toast at once, e.g. on logout. */
  clear(): void;
  /** Dismisses every toast raised before `time` (epoch ms), e.g. on navigation. */
  dismissRaisedBefore(time: number): void;
}

let nextId = 0;

/**
 * Toasts over @mantine/notifications (issue 22 #8: one notification system, not a hand-made one). Mantine shows,
 * queues beyond the limit, pauses on hover and times out; this keeps the spec's toast record (variant, title,
 * description, auto-dismiss) beside each notification so tests and navigation can read it, and is an external
 * store so toasts can be raised from anywhere — API error handlers, mutations — without a component in between.
 */
export function createToastStore(store: NotificationsStore = createNotificationsStore()): ToastStore {
  const records = new Map<string, Toast>();
  const listeners = new Set<Listener>();
  let snapshot: readonly Toast[] = [];
  let snapshotOf: unknown = null;

  const emit = () => listeners.forEach((listener) => listener());
  store.subscribe(emit);

  const toastStore: ToastStore = {
    notifications: store,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      const state = store.getState();
      if (snapshotOf !== state) {
        snapshotOf = state;
        const ids = new Set([...state.notifications, ...state.queue].map((n) => n.id));
        snapshot = [...records.values()].filter((t) => ids.has(t.id)); // the order they were raised in
      }
      return snapshot;
    },
    show(options) {
      const title = options.title ?? DEFAULT_TOAST_TITLE;
      // The same words already on screen are not said twice (a failing page's repeated fetches, a double click).
      const same = options.action
        ? undefined
        : [...records.values()].find(
            (t) =>
              !t.action &&
              t.variant === options.variant &&
              t.title === title &&
              t.description === options.description,
          );
      if (same) return same.id;
      nextId += 1;
      const id = `toast-${nextId}`;
      const toast: Toast = {
        id,
        variant: options.variant,
        title,
        description: options.description,
        autoDismiss: options.autoDismiss ?? options.variant !== 'ERROR',
        duration: options.duration ?? (options.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS),
        action: options.action,
        raisedAt: Date.now(),
      };
      records.set(id, toast);
      const autoClose = toast.autoDismiss ? toast.duration : false;
      const setAutoClose = (value: number | false) => {
        const { notifications: shown, queue } = store.getState();
        const item = [...shown, ...queue].find((n) => n.id === id);
        if (item) notifications.update({ ...item, autoClose: value }, store);
      };
      notifications.show(
        {
          ...notificationFor(toast, {
            dismiss: () => toastStore.dismiss(id),
            hold: () => setAutoClose(false),
            release: () => setAutoClose(autoClose),
          }),
          // Closed by any way (its timer, the close button, a swipe): forgotten.
          onClose: () => {
            records.delete(id);
            emit();
          },
        },
        store,
      );
      return id;
    },
    dismiss(id) {
      if (records.has(id)) notifications.hide(id, store);
    },
    clear() {
      records.clear();
      notifications.clean(store);
    },
    dismissRaisedBefore(time) {
      for (const toast of [...records.values()]) if (toast.raisedAt < time) toastStore.dismiss(toast.id);
    },
  };
  return toastStore;
}

/** The application-wide store, used by `toast` and by the provider unless it is given another. */
export const toastStore = createToastStore();
