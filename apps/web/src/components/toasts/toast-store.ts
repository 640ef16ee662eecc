import {
  DEFAULT_TOAST_TITLE,
  TOAST_DURATION_MS,
  TOAST_TRANSITION_MS,
  type Toast,
  type ToastOptions,
} from './toast-types';

type Listener = () => void;

/** Timer bookkeeping stays out of the snapshot so hovering does not re-render for nothing. */
interface Countdown {
  timer?: ReturnType<typeof setTimeout>;
  remaining: number;
  startedAt: number;
}

export interface ToastStore {
  subscribe(listener: Listener): () => void;
  getSnapshot(): readonly Toast[];
  show(options: ToastOptions): string;
  /** Starts the exit transition; the toast is removed when it ends. */
  dismiss(id: string): void;
  pause(id: string): void;
  resume(id: string): void;
  /** Drops every toast at once, e.g. on logout. */
  clear(): void;
  /** Dismisses (with the exit transition) every toast raised before `time` (epoch ms), e.g. on navigation. */
  dismissRaisedBefore(time: number): void;
}

let nextId = 0;

/**
 * A tiny external store (read with useSyncExternalStore) rather than React state, so toasts can be
 * raised from anywhere — API error handlers, mutations — without a component in between.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  const listeners = new Set<Listener>();
  const countdowns = new Map<string, Countdown>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();
  /** When each toast was raised; kept out of the snapshot like the countdowns. */
  const raisedAt = new Map<string, number>();

  const emit = () => listeners.forEach((listener) => listener());
  const update = (id: string, patch: Partial<Toast>) => {
    toasts = toasts.map((t) => (t.id === id ? { ...t, ...patch } : t));
    emit();
  };
  const find = (id: string) => toasts.find((t) => t.id === id);

  const startCountdown = (id: string, countdown: Countdown) => {
    countdown.startedAt = Date.now();
    countdown.timer = setTimeout(() => store.dismiss(id), countdown.remaining);
  };

  const store: ToastStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    show(options) {
      nextId += 1;
      const id = `toast-${nextId}`;
      const toast: Toast = {
        id,
        variant: options.variant,
        title: options.title ?? DEFAULT_TOAST_TITLE,
        description: options.description,
        autoDismiss: options.autoDismiss ?? true,
        duration: options.duration ?? TOAST_DURATION_MS,
        position: options.position,
        action: options.action,
        closing: false,
        paused: false,
      };
      toasts = [...toasts, toast];
      raisedAt.set(id, Date.now());
      if (toast.autoDismiss) {
        const countdown: Countdown = { remaining: toast.duration, startedAt: 0 };
        countdowns.set(id, countdown);
        startCountdown(id, countdown);
      }
      emit();
      return id;
    },
    dismiss(id) {
      const toast = find(id);
      if (!toast || toast.closing) return;
      clearTimeout(countdowns.get(id)?.timer);
      countdowns.delete(id);
      update(id, { closing: true });
      removals.set(
        id,
        setTimeout(() => {
          removals.delete(id);
          raisedAt.delete(id);
          toasts = toasts.filter((t) => t.id !== id);
          emit();
        }, TOAST_TRANSITION_MS),
      );
    },
    pause(id) {
      const toast = find(id);
      if (!toast || toast.closing || toast.paused) return;
      const countdown = countdowns.get(id);
      if (countdown) {
        clearTimeout(countdown.timer);
        countdown.timer = undefined;
        countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
      }
      update(id, { paused: true });
    },
    resume(id) {
      const toast = find(id);
      if (!toast || toast.closing || !toast.paused) return;
      const countdown = countdowns.get(id);
      // Resumes with what was left when the pointer arrived, not a fresh full duration.
      if (countdown) startCountdown(id, countdown);
      update(id, { paused: false });
    },
    clear() {
      countdowns.forEach((c) => clearTimeout(c.timer));
      removals.forEach((timer) => clearTimeout(timer));
      countdowns.clear();
      removals.clear();
      raisedAt.clear();
      toasts = [];
      emit();
    },
    dismissRaisedBefore(time) {
      for (const toast of toasts) if ((raisedAt.get(toast.id) ?? 0) < time) store.dismiss(toast.id);
    },
  };
  return store;
}

/** The application-wide store, used by `toast` and by providers that are not given another. */
export const toastStore = createToastStore();
