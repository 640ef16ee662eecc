import { toastStore, type ToastStore } from './toast-store';
import { ERROR_TITLE, SUCCESS_TITLE, type ToastOptions, type ToastPosition } from './toast-types';

type HelperOptions = Omit<ToastOptions, 'variant' | 'description' | 'title'>;

export interface ToastApi {
  show(options: ToastOptions): string;
  /** Titled "Success"; the spec gives success toasts a single text, the description. */
  success(description: string, options?: HelperOptions): string;
  /** Titled "Error". */
  error(description: string, options?: HelperOptions): string;
  /** Titled "Your Attention Is Needed" unless a title is given. */
  info(description: string, options?: HelperOptions & { title?: string }): string;
  dismiss(id: string): void;
}

/** `defaults.position` is stamped on toasts that name none, which is how a provider sets its default. */
export function createToastApi(store: ToastStore, defaults: { position?: ToastPosition } = {}): ToastApi {
  const show = (options: ToastOptions) =>
    store.show({ ...options, position: options.position ?? defaults.position });
  return {
    show,
    success: (description, options) =>
      show({ ...options, variant: 'SUCCESS', title: SUCCESS_TITLE, description }),
    error: (description, options) => show({ ...options, variant: 'ERROR', title: ERROR_TITLE, description }),
    info: (description, options) => show({ ...options, variant: 'INFO', description }),
    dismiss: (id) => store.dismiss(id),
  };
}

/** For code outside React (API client, mutation callbacks); toasts appear at the root viewport's default. */
export const toast = createToastApi(toastStore);
