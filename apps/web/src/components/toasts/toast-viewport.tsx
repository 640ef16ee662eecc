import { useSyncExternalStore, type CSSProperties } from 'react';
import { ToastItem } from './toast-item';
import { toastStore, type ToastStore } from './toast-store';
import { DEFAULT_TOAST_POSITION, TOAST_POSITIONS, type ToastPosition } from './toast-types';

export interface ToastViewportProps {
  store?: ToastStore;
  /** Where toasts that name no position go. */
  defaultPosition?: ToastPosition;
}

const GAP = 16;

function regionStyle(position: ToastPosition): CSSProperties {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  const style: CSSProperties = {
    position: 'fixed',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    width: 'min(360px, calc(100vw - 32px))',
    // The empty corners must not swallow clicks meant for the page underneath.
    pointerEvents: 'none',
    [vertical]: GAP,
  };
  if (horizontal === 'center') return { ...style, left: '50%', transform: 'translateX(-50%)' };
  return { ...style, [horizontal]: GAP };
}

/** One region per position, each holding the toasts meant for it, oldest first. */
export function ToastViewport({
  store = toastStore,
  defaultPosition = DEFAULT_TOAST_POSITION,
}: ToastViewportProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <>
      {TOAST_POSITIONS.map((position) => (
        <section
          key={position}
          aria-label={`Notifications ${position}`}
          data-position={position}
          style={regionStyle(position)}
        >
          {toasts
            .filter((t) => (t.position ?? defaultPosition) === position)
            .map((t) => (
              <ToastItem key={t.id} toast={t} store={store} />
            ))}
        </section>
      ))}
    </>
  );
}
