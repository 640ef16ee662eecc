import { createContext, use, useMemo, type ReactNode } from 'react';
import { createToastApi, toast, type ToastApi } from './toast-api';
import { toastStore, type ToastStore } from './toast-store';
import type { ToastPosition } from './toast-types';
import { ToastViewport } from './toast-viewport';

interface ToastContextValue {
  store: ToastStore;
  api: ToastApi;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Position for toasts raised through useToast() below this provider (public pages: bottom-right). */
  defaultPosition?: ToastPosition;
  store?: ToastStore;
}

/**
 * Renders the viewport once per store: a provider nested in another with the same store (e.g. the
 * public layout inside the app root) only changes the default position of its own toasts, so the
 * same toast is never drawn twice.
 */
export function ToastProvider({ children, defaultPosition, store = toastStore }: ToastProviderProps) {
  const parent = use(ToastContext);
  const api = useMemo(() => createToastApi(store, { position: defaultPosition }), [store, defaultPosition]);
  const value = useMemo(() => ({ store, api }), [store, api]);
  const ownsViewport = parent?.store !== store;
  return (
    <ToastContext value={value}>
      {children}
      {ownsViewport && <ToastViewport store={store} defaultPosition={defaultPosition} />}
    </ToastContext>
  );
}

/** The nearest provider's API; outside any provider, the global `toast`. */
export function useToast(): ToastApi {
  return use(ToastContext)?.api ?? toast;
}
