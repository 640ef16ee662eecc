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
/** More than this per corner would reach down the page; older ones wait (and time out) out of sight. */
export const MAX_VISIBLE_TOASTS = 3;
/**
 * Top corners start below the console's header (Mantine's AppShell publishes its height on :root), so a toast
 * never covers the logo, the breadcrumb or the page title (issue 10 #13); without a header it is 0.
 */
const TOP_OFFSET = `calc(var(--app-shell-header-height, 0px) + ${GAP}px)`;

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
    [vertical]: vertical === 'top' ? TOP_OFFSET : GAP,
  };
  if (horizontal === 'center') return { ...style, left: '50%', transform: 'translateX(-50%)' };
  return { ...style, [horizontal]: GAP };
}

/** The newest few, the newest nearest the screen's edge (top corners: first; bottom corners: last). */
function visible<T>(list: readonly T[], position: ToastPosition): T[] {
  const newest = list.slice(-MAX_VISIBLE_TOASTS);
  return position.startsWith('top') ? newest.reverse() : newest;
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
          {visible(
            toasts.filter((t) => (t.position ?? defaultPosition) === position),
            position,
          ).map((t) => (
            <ToastItem key={t.id} toast={t} store={store} />
          ))}
        </section>
      ))}
    </>
  );
}
