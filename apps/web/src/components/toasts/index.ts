export { ToastProvider, useToast, type ToastProviderProps } from './toast-provider';
export { ToastViewport, type ToastViewportProps } from './toast-viewport';
export { toast, createToastApi, type ToastApi } from './toast-api';
export { toastStore, createToastStore, type ToastStore } from './toast-store';
export * from './toast-types';
