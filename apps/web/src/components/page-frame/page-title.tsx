import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../../core/page-title';

/**
 * Names the browser tab after the page's own h1 (whatever the screen, a list or one item's headline, once its data
 * has come; or a `data-page-title` in it) and, after a navigation, moves focus to that heading so a screen reader announces the new page and
 * keyboard users start from it (issue 21). The focus is left alone when the page has already put it somewhere in
 * its content (a form's first field). No screen has to declare anything: the h1 every screen has is the source.
 */
export function PageTitle({ main, context }: { main: string; context?: string | null }) {
  const { pathname } = useLocation();
  // The last address whose page drew its heading: one that drew none (a redirect) was no page the person saw.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const root = document.getElementById(main);
    if (!root) return;
    // The first page of a visit keeps the browser's focus (the top of the document, then the skip link); so does
    // the same page rendered again, and the page an address redirects to on arrival (/login, /admin): a heading
    // focused on load draws the browser's focus ring round it (issue 40 #8).
    let focusPending = shown.current !== null && shown.current !== pathname;
    const update = () => {
      const heading = root.querySelector('h1');
      if (heading) shown.current = pathname;
      // A page whose h1 is not its name (the login page's is the pitch) names itself with data-page-title.
      const named = root.querySelector('[data-page-title]')?.getAttribute('data-page-title');
      document.title = pageTitle(named ?? heading?.textContent ?? '', context);
      if (!heading || !focusPending) return;
      focusPending = false;
      const active = document.activeElement;
      if (active && active !== document.body && root.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, pathname, context]);

  return null;
}
