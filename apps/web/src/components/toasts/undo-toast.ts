import { useTranslation } from 'react-i18next';
import { useToast } from './toast-provider';

/** Long enough to read the toast and reach its button; the timer also pauses while the pointer is on it. */
const UNDO_MS = 10_000;

/**
 * The safety net of a one-click change to a person (issue 22 item 6: their e-mail verification, their access to
 * several communities): the success toast offers Undo, which the caller answers by sending the previous value
 * through the same call.
 */
export function useUndoToast() {
  const { t } = useTranslation('common');
  const toast = useToast();
  return (description: string, undo: () => void) =>
    toast.success(description, { duration: UNDO_MS, action: { label: t('actions.undo'), onClick: undo } });
}
