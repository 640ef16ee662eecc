import { Box } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { createToastApi, toast, type ToastApi } from './toast-api';
import { useToastRoom } from './toast-room';
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
 * the top corners covered; nor over a form's buttons at the bottom right, nor a table's first column of links at
 * the left. On a phone the column spans the width at the bottom. A list's pager lifts it, an open dialog makes
 * room for it (issue 40 #8: toast-room.ts), and `<ToastSpace/>` at the end of each layout makes room for it, so the
 * page's last links (a public page's footer) are never left under it.
 */
export const TOAST_POSITION = 'bottom-center' as const;
const TOASTS_ROOT = 'data-toasts-root';

/** Draws the toasts of one store, once: a provider inside another with the same store adds no second drawing. */
export function ToastProvider({ children, store = toastStore }: ToastProviderProps) {
  const parent = use(ToastContext);
  const api = useMemo(() => createToastApi(store), [store]);
  const value = useMemo(() => ({ store, api }), [store, api]);
  const ownsViewport = parent?.store !== store;
  return (
    <ToastContext value={value}>
      {children}
      {ownsViewport && <ToastViewport store={store} />}
    </ToastContext>
  );
}

/** Mantine's notifications for one store, kept clear of the pager and given room in dialogs (toast-room.ts). */
function ToastViewport({ store }: { store: ToastStore }) {
  useToastRoom(store, `[${TOASTS_ROOT}][data-position="${TOAST_POSITION}"]`);
  return (
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
  );
}

/** The nearest provider's API; outside any provider, the global `toast`. */
export function useToast(): ToastApi {
  return use(ToastContext)?.api ?? toast;
}

/**
 * Room at the end of a page as tall as the toasts showing, so the page's last links (a public page's footer, a
 * list's pager) move up, or can be scrolled up, out from under them (`--toasts-room`: toast-room.ts).
 */
export function ToastSpace() {
  return <Box aria-hidden style={{ height: 'var(--toasts-room, 0px)' }} data-testid="toast-space" />;
}
