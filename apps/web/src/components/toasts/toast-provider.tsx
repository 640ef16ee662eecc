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
import classes from './toasts.module.css';

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
 * Where every toast shows (issue 22 #8: one position). At the bottom, centred on the page's content: never over
 * a console's header (logo, user menu), its side navigation, or a page's title and the actions beside it, which
 * the top corners covered; nor over a list's pager or a form's buttons at the bottom right, nor a table's first
 * column of links at the left. On a phone the column spans the width at the bottom. `<ToastSpace/>` at the end of
 * each layout makes room for it, so the page's last links (a public page's footer) are never left under it.
 */
export const TOAST_POSITION = 'bottom-center' as const;
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
          classNames={{ root: classes.root }}
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
 * Room at the end of a page as tall as the toasts showing, so the page's last links (a public page's footer, a
 * list's pager) move up, or can be scrolled up, out from under them.
 */
export function ToastSpace() {
  const { store } = use(ToastContext) ?? { store: toastStore };
  const height = useToastsHeight(store);
  return <Box aria-hidden style={{ height }} data-testid="toast-space" />;
}
