import { toastStore, type ToastStore } from './toast-store';
import { ERROR_TITLE, SUCCESS_TITLE, type ToastOptions } from './toast-types';

type HelperOptions = Omit<ToastOptions, 'variant' | 'description' | 'title'>;

/**
 * What features call. Each helper answers the toast's id (for `dismiss`). `options.action` puts one button on
 * the toast ("Undo"); `options.autoDismiss: false` keeps it until dismissed (errors do so by default).
 */
export interface ToastApi {
  show(options: ToastOptions): string;
  /** Titled "Success"; the spec gives success toasts a single text, the description. */
  success(description: string, options?: HelperOptions): string;
  /** Titled "Error"; stays until dismissed unless `autoDismiss: true` is given. */
  error(description: string, options?: HelperOptions): string;
  /** Titled "Your Attention Is Needed" unless a title is given. */
  info(description: string, options?: HelperOptions & { title?: string }): string;
  dismiss(id: string): void;
}

export function createToastApi(store: ToastStore): ToastApi {
  const show = (options: ToastOptions) => store.show(options);
  return {
    show,
    success: (description, options) =>
      show({ ...options, variant: 'SUCCESS', title: SUCCESS_TITLE, description }),
    error: (description, options) => show({ ...options, variant: 'ERROR', title: ERROR_TITLE, description }),
    info: (description, options) => show({ ...options, variant: 'INFO', description }),
    dismiss: (id) => store.dismiss(id),
  };
}

/** For code outside React (API client, mutation callbacks). */
export const toast = createToastApi(toastStore);
