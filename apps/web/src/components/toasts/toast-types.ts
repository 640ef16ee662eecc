/** Toast variants as named by the spec (000 §3 enumerations). */
export type ToastVariant = 'SUCCESS' | 'ERROR' | 'INFO';

export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

// Spec 000 §9.
export const TOAST_DURATION_MS = 5000;
export const TOAST_TRANSITION_MS = 220;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-left';

// Spec 000 §8: fixed titles for the success/error helpers, and the fallback when none is given.
export const SUCCESS_TITLE = 'Success';
export const ERROR_TITLE = 'Error';
export const DEFAULT_TOAST_TITLE = 'Your Attention Is Needed';

export interface ToastOptions {
  variant: ToastVariant;
  title?: string;
  description: string;
  /** false keeps the toast until it is dismissed by hand. */
  autoDismiss?: boolean;
  /** Milliseconds before auto-dismissal. */
  duration?: number;
  /** Unset: the viewport's default position. */
  position?: ToastPosition;
  /** One button in the toast, e.g. Undo (issue 22 item 6); clicking it runs `onClick` and dismisses the toast. */
  action?: ToastAction;
}

/** A toast's own button (issue 22 item 6: Undo after a one-click change to a person). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  variant: ToastVariant;
  title: string;
  description: string;
  autoDismiss: boolean;
  duration: number;
  position?: ToastPosition;
  action?: ToastAction;
  /** Exit animation running; removed TOAST_TRANSITION_MS later. */
  closing: boolean;
  /** Timer stopped because the pointer is over the toast. */
  paused: boolean;
}
