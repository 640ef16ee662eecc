import { useEffect, useSyncExternalStore } from 'react';
import type { ToastStore } from './toast-store';

/**
 * What the toasts keep clear of (issue 40 #8: they covered a list's pager and the bottom of an open dialog).
 *
 * - A control marked with `TOASTS_CLEAR` (a list's pager and its rows-per-page choice; every Mantine pagination
 *   counts too) that the toasts' column would cover lifts the column above it, over the content instead, which a
 *   person reads rather than presses. Never past the middle of the window: there the toasts stay where they are.
 * - An open dialog leaves the toasts their room: `--toasts-room` (the column's height and its margin, 0 without
 *   toasts) is taken off the dialog's height and added under it (toasts.module.css), so the dialog moves up or
 *   scrolls within itself, and the pages' `<ToastSpace/>` is as tall.
 */
export const TOASTS_CLEAR = { 'data-toasts-clear': '' } as const;
const OBSTACLES = '[data-toasts-clear], .mantine-Pagination-root';
/** Between the lifted column and what it clears, and under the column at the window's edge. */
const GAP = 8;
const EDGE = 16;
/** How often the column looks again while toasts show: a list's rows arrive, a pager appears, nothing scrolls. */
const RECHECK_MS = 400;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How far (px) to lift the toasts' column from where it sits unlifted (`column`) so that it covers none of the
 * `obstacles` (boxes in the window), or 0 when that would take its top above the middle of the window.
 */
export function liftFor(column: Box, obstacles: readonly Box[], windowHeight: number): number {
  let lift = 0;
  for (let moved = true; moved;) {
    moved = false;
    const at = { ...column, top: column.top - lift, bottom: column.bottom - lift };
    for (const obstacle of obstacles) {
      if (!overlap(at, obstacle)) continue;
      lift = column.bottom - obstacle.top + GAP;
      moved = true;
      break;
    }
    if (column.top - lift < windowHeight / 2) return 0;
  }
  return lift;
}

const shown = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
};

/**
 * Keeps the toasts' column (the element `rootSelector` finds) clear of the pager and makes room for it in dialogs
 * and at the end of pages, while toasts show.
 */
export function useToastRoom(store: ToastStore, rootSelector: string) {
  const count = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length);
  useEffect(() => {
    const html = document.documentElement;
    const root = document.querySelector<HTMLElement>(rootSelector);
    const reset = () => {
      html.style.removeProperty('--toasts-room');
      root?.style.removeProperty('--toasts-lift');
    };
    if (!root || count === 0) return reset();
    const place = () => {
      const height = root.offsetHeight;
      html.style.setProperty('--toasts-room', `${height ? height + EDGE : 0}px`);
      const current = Number.parseFloat(root.style.getPropertyValue('--toasts-lift')) || 0;
      const box = root.getBoundingClientRect();
      const column = {
        left: box.left,
        right: box.right,
        top: box.top + current,
        bottom: box.bottom + current,
      };
      // Under an open dialog the page cannot be reached: the dialog itself makes room (toasts.module.css).
      const dialogOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
      const obstacles = dialogOpen
        ? []
        : [...document.querySelectorAll(OBSTACLES)].filter(shown).map((e) => e.getBoundingClientRect());
      const lift = height ? liftFor(column, obstacles, window.innerHeight) : 0;
      if (lift !== current) root.style.setProperty('--toasts-lift', `${lift}px`);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(root);
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    const timer = window.setInterval(place, RECHECK_MS);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      window.clearInterval(timer);
      reset();
    };
  }, [count, rootSelector]);
}
