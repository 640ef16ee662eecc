export { ToastProvider, ToastSpace, useToast, TOAST_POSITION } from './toast-provider';
export { toast } from './toast-api';
export { toastStore, type ToastStore } from './toast-store';
export * from './toast-types';
export { useUndoToast } from './undo-toast';
export { TOASTS_CLEAR } from './toast-room';
