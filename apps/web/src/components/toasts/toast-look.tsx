import { Button, Stack, Text } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import {
  DEFAULT_TOAST_TITLE,
  ERROR_TITLE,
  SUCCESS_TITLE,
  type Toast,
  type ToastVariant,
} from './toast-types';

// The spec's fixed titles are stored in English and shown in the reader's language; a caller's own title as is.
const TITLES = {
  [SUCCESS_TITLE]: 'toast.success',
  [ERROR_TITLE]: 'toast.error',
  [DEFAULT_TOAST_TITLE]: 'toast.attention',
} as const;
const isFixedTitle = (title: string): title is keyof typeof TITLES => title in TITLES;

function ToastTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return isFixedTitle(title) ? t(TITLES[title]) : title;
}

const LOOK: Record<ToastVariant, { color: string; icon: ReactNode }> = {
  SUCCESS: { color: 'green', icon: <IconCheck size={18} /> },
  ERROR: { color: 'red', icon: <IconAlertCircle size={18} /> },
  INFO: { color: 'blue', icon: <IconInfoCircle size={18} /> },
};

export interface ToastHandlers {
  dismiss: () => void;
  /** Stops the countdown while focus is inside (a keyboard user on its way to the action or the close button). */
  hold: () => void;
  release: () => void;
}

/** What Mantine's notifications draw for one toast. */
export function notificationFor(toast: Toast, handlers: ToastHandlers): NotificationData {
  const { color, icon } = LOOK[toast.variant];
  const { action } = toast;
  return {
    id: toast.id,
    // Errors interrupt the screen reader; the others wait for a pause.
    role: toast.variant === 'ERROR' ? 'alert' : 'status',
    'aria-atomic': 'true',
    'data-variant': toast.variant,
    color,
    icon,
    withBorder: true,
    title: <ToastTitle title={toast.title} />,
    // The action under the sentence, at its own width: beside it, in a row that may not wrap, a long sentence
    // squeezed the button until its word was cut ("Un", "Annuler la modification" on a phone: issue 40 #8).
    message: action ? (
      <Stack gap={6} align="flex-start">
        <Text size="sm" c="dimmed">
          {toast.description}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          color={color}
          onClick={() => {
            action.onClick();
            handlers.dismiss();
          }}
        >
          {action.label}
        </Button>
      </Stack>
    ) : (
      toast.description
    ),
    autoClose: toast.autoDismiss ? toast.duration : false,
    // Mantine draws a titled notification's text in gray.6 (3.3:1 on white, under WCAG AA's 4.5:1): the app's
    // dimmed colour (see app/theme.ts) reads better and passes.
    styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    closeButtonProps: { 'aria-label': i18n.t('toast.dismiss', { ns: 'common' }) },
    onKeyDown: (event) => {
      if (event.key !== 'Escape') return;
      // The toast's own Escape: an open dialog underneath stays open.
      event.stopPropagation();
      handlers.dismiss();
    },
    onFocusCapture: handlers.hold,
    onBlurCapture: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) handlers.release();
    },
  };
}
