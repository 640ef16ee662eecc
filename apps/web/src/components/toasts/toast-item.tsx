import { Button, Notification } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastStore } from './toast-store';
import {
  DEFAULT_TOAST_TITLE,
  ERROR_TITLE,
  SUCCESS_TITLE,
  TOAST_TRANSITION_MS,
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

const LOOK: Record<ToastVariant, { color: string; icon: ReactNode }> = {
  SUCCESS: { color: 'green', icon: <IconCheck size={18} /> },
  ERROR: { color: 'red', icon: <IconAlertCircle size={18} /> },
  INFO: { color: 'blue', icon: <IconInfoCircle size={18} /> },
};

export function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useTranslation('common');
  // Starts hidden and flips on the next frame so the browser has a state to transition from.
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const visible = entered && !toast.closing;
  const style: CSSProperties = {
    pointerEvents: 'auto',
    opacity: visible ? 1 : 0,
    transform: visible ? 'none' : 'translateY(-8px)',
    transition: `opacity ${TOAST_TRANSITION_MS}ms ease, transform ${TOAST_TRANSITION_MS}ms ease`,
  };
  const { color, icon } = LOOK[toast.variant];

  return (
    <Notification
      // Errors interrupt the screen reader; the others wait for a pause.
      role={toast.variant === 'ERROR' ? 'alert' : 'status'}
      aria-atomic="true"
      color={color}
      icon={icon}
      title={isFixedTitle(toast.title) ? t(TITLES[toast.title]) : toast.title}
      withBorder
      // Mantine draws a titled notification's text in gray.6 (3.3:1 on white, under WCAG AA's 4.5:1): the app's
      // dimmed colour (see app/theme.ts) reads better and passes.
      styles={{ description: { color: 'var(--mantine-color-dimmed)' } }}
      style={style}
      data-variant={toast.variant}
      data-state={toast.closing ? 'closing' : 'open'}
      data-paused={toast.paused || undefined}
      closeButtonProps={{ 'aria-label': t('toast.dismiss') }}
      onClose={() => store.dismiss(toast.id)}
      onMouseEnter={() => store.pause(toast.id)}
      onMouseLeave={() => store.resume(toast.id)}
    >
      {toast.description}
      {/* The toast's own button (issue 22 item 6: Undo); it acts once, then the toast goes. */}
      {toast.action && (
        <Button
          display="block"
          mt={6}
          size="compact-sm"
          variant="light"
          color={color}
          onClick={() => {
            store.dismiss(toast.id);
            toast.action?.onClick();
          }}
        >
          {toast.action.label}
        </Button>
      )}
    </Notification>
  );
}
