/** Toast variants as named by the spec (000 §3 enumerations). */
export type ToastVariant = 'SUCCESS' | 'ERROR' | 'INFO';

// Spec 000 §9 gives 5000 ms and a 220 ms transition. Its "default position top-left" gave way to issue 22 #8: one
// position that never covers a console's header or side navigation (see toast-provider.tsx).
export const TOAST_DURATION_MS = 5000;
/** A toast with an action stays longer by default: its button must be reachable before it goes. */
export const ACTION_TOAST_DURATION_MS = 10_000;
export const TOAST_TRANSITION_MS = 220;
/** At most this many toasts show at once; newer ones wait in a queue until one goes. */
export const MAX_VISIBLE_TOASTS = 3;

// Spec 000 §8: fixed titles for the success/error helpers, and the fallback when none is given.
export const SUCCESS_TITLE = 'Success';
export const ERROR_TITLE = 'Error';
export const DEFAULT_TOAST_TITLE = 'Your Attention Is Needed';

/** One button on a toast ("Undo"): pressing it runs `onClick` and closes the toast. */
export interface ToastAction {
  /** Already translated, like the description. */
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  variant: ToastVariant;
  title?: string;
  description: string;
  /**
   * false keeps the toast until it is dismissed by hand. Default: true, except for errors, which stay until
   * dismissed (issue 22 #8: an error asks the reader to act, and must not vanish before it is read).
   */
  autoDismiss?: boolean;
  /** Milliseconds before auto-dismissal: TOAST_DURATION_MS, or ACTION_TOAST_DURATION_MS with an action. */
  duration?: number;
  action?: ToastAction;
}

export interface Toast {
  id: string;
  variant: ToastVariant;
  title: string;
  description: string;
  autoDismiss: boolean;
  duration: number;
  action?: ToastAction;
  /** Epoch ms when it was raised (navigation dismisses the older ones). */
  raisedAt: number;
}
