import { useEffect, useRef } from 'react';

/**
 * After a move to another screen, the keyboard's place is the new screen's h1 (made focusable without a Tab stop), as
 * in the console (components/page-frame/page-title.tsx): a screen reader says where the person is, and the next Tab
 * continues from the screen's content. Without it the focus fell to the page's body whenever the control that moved
 * (a feed card's link, the sign-in button, the item's way back) went with the old screen, and the next Tab started
 * again from the top of the page (issue 35 #3).
 *
 * The first screen of a visit keeps the browser's focus (the top of the document, then the skip link); so does a
 * screen that has already put the focus in its content (a form's first field), and a change of the query alone (a
 * search keeps the focus in its field). The h1 may come later than the address (an item's, once its data has come):
 * the focus waits for it.
 */
export function useScreenFocus(path: string, mainId = 'main') {
  // The last path whose screen drew its heading: a path that drew none (a redirect) was no screen the person saw.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    let pending = shown.current !== null && shown.current !== path;
    let observer: MutationObserver | null = null;
    const place = () => {
      const main = document.getElementById(mainId);
      const heading = main ? shownHeading(main) : null;
      if (!main || !heading) return;
      shown.current = path;
      observer?.disconnect();
      if (!pending) return;
      pending = false;
      const active = document.activeElement;
      if (active && active !== document.body && main.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    place();
    if (shown.current === path && !pending) return;
    // The frame is drawn anew when the reader changes (sign-in, sign-out): the whole body is watched, not one main.
    observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer?.disconnect();
  }, [path, mainId]);
}

/**
 * The screen's h1 on show. A screen still loading (the account's, fetched when first opened) leaves the one before
 * it in the page, hidden by React's Suspense with an inline display: none, until it comes: that one is not the new
 * screen's.
 */
function shownHeading(main: HTMLElement): HTMLElement | null {
  for (const heading of main.querySelectorAll<HTMLElement>('h1')) {
    let hidden = false;
    for (let el: HTMLElement | null = heading; el && el !== main; el = el.parentElement)
      if (el.hidden || el.style.display === 'none') hidden = true;
    if (!hidden) return heading;
  }
  return null;
}
