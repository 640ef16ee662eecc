import { Notification } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { ToastStore } from './toast-store';
import { TOAST_TRANSITION_MS, type Toast, type ToastVariant } from './toast-types';

const LOOK: Record<ToastVariant, { color: string; icon: ReactNode }> = {
  SUCCESS: { color: 'green', icon: <IconCheck size={18} /> },
  ERROR: { color: 'red', icon: <IconAlertCircle size={18} /> },
  INFO: { color: 'blue', icon: <IconInfoCircle size={18} /> },
};

export function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
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
      title={toast.title}
      withBorder
      style={style}
      data-variant={toast.variant}
      data-state={toast.closing ? 'closing' : 'open'}
      data-paused={toast.paused || undefined}
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
      onClose={() => store.dismiss(toast.id)}
      onMouseEnter={() => store.pause(toast.id)}
      onMouseLeave={() => store.resume(toast.id)}
    >
      {toast.description}
    </Notification>
  );
}
