import { useEffect } from 'react';

/**
 * Keeps the keyboard's place when what had the focus goes away (issue 21: after creating a group the focus fell to
 * the page's body, and the next Tab started again from the top). A row deleted with its own delete button, a dialog
 * closed after its opener went (a menu item, a row), a save that swaps a form for its result: whenever the focused
 * element leaves the document and the focus is left on nothing, it goes to the page's h1 (made focusable without
 * a Tab stop), so a screen reader says where the person is and the next Tab continues from the content.
 */
export function FocusKeeper({ main }: { main: string }) {
  useEffect(() => {
    let last: Element | null = document.activeElement;
    const onFocus = (event: FocusEvent) => {
      last = event.target as Element;
    };
    const rescue = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (!last || last.isConnected) return;
      const root = document.getElementById(main);
      // A dialog still open holds its own focus (Mantine traps it there once it has mounted).
      if (!root || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const heading = root.querySelector<HTMLElement>('h1') ?? root;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      last = heading;
    };
    // Checked after the DOM has changed, once the frame's own focus moves (a dialog's return of the focus) are done.
    let pending = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(rescue);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(pending);
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
    };
  }, [main]);
  return null;
}
