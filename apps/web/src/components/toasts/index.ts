export {
  ToastProvider,
  ToastSpace,
  useToast,
  TOAST_POSITION,
  type ToastProviderProps,
} from './toast-provider';
export { toast, createToastApi, type ToastApi } from './toast-api';
export { toastStore, createToastStore, type ToastStore } from './toast-store';
export * from './toast-types';
export { useUndoToast } from './undo-toast';
