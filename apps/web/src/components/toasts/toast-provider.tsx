import { Box } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createToastApi, toast, type ToastApi } from './toast-api';
import { toastStore, type ToastStore } from './toast-store';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, TOAST_TRANSITION_MS } from './toast-types';

interface ToastContextValue {
  store: ToastStore;
  api: ToastApi;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  store?: ToastStore;
}

/**
 * Where every toast shows (issue 22 #8: one position). Bottom right: never over a console's header (logo, user
 * menu), its side navigation or a page's title and its actions, at 1366 px as at 390 px; on a phone the column
 * spans the width (Mantine keeps a margin on each side), still at the bottom, and `<ToastSpace/>` lets the page's
 * last links scroll above it.
 */
export const TOAST_POSITION = 'bottom-right' as const;
const TOASTS_ROOT = 'data-toasts-root';
const EDGE = 16;

/** Draws the toasts of one store, once: a provider inside another with the same store adds no second drawing. */
export function ToastProvider({ children, store = toastStore }: ToastProviderProps) {
  const parent = use(ToastContext);
  const api = useMemo(() => createToastApi(store), [store]);
  const value = useMemo(() => ({ store, api }), [store, api]);
  const ownsViewport = parent?.store !== store;
  return (
    <ToastContext value={value}>
      {children}
      {ownsViewport && (
        <Notifications
          store={store.notifications}
          position={TOAST_POSITION}
          limit={MAX_VISIBLE_TOASTS}
          autoClose={TOAST_DURATION_MS}
          transitionDuration={TOAST_TRANSITION_MS}
          containerWidth={380}
          // Spec 000 §4: the timer of the toast under the pointer pauses, not every one.
          pauseResetOnHover="notification"
          // Above an open dialog: an error raised from it must show.
          zIndex={1000}
          {...{ [TOASTS_ROOT]: '' }}
        />
      )}
    </ToastContext>
  );
}

/** The nearest provider's API; outside any provider, the global `toast`. */
export function useToast(): ToastApi {
  return use(ToastContext)?.api ?? toast;
}

/** The height the shown toasts take at the bottom of the screen (0 without toasts). */
function useToastsHeight(store: ToastStore): number {
  const count = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const root = document.querySelector<HTMLElement>(`[${TOASTS_ROOT}][data-position="${TOAST_POSITION}"]`);
    if (!root || count === 0) return setHeight(0);
    const measure = () => setHeight(root.offsetHeight ? root.offsetHeight + EDGE : 0);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [count]);
  return height;
}

/**
 * Room at the end of a page, on phones only, as tall as the toasts showing: there they span the screen's width,
 * and the page's last links (a public page's footer) can then be scrolled out from under them.
 */
export function ToastSpace() {
  const { store } = use(ToastContext) ?? { store: toastStore };
  const height = useToastsHeight(store);
  return <Box hiddenFrom="sm" aria-hidden style={{ height }} data-testid="toast-space" />;
}
