import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new console page opens at its top (issue 22, item 10: after Save, an item's page opened where the editor's Save
 * button had been, its title, status and actions out of view). Only a new address counts: back and forward keep
 * the browser's own restoration, and a change of query alone (a filter, a page of a list) stays where it is.
 */
export function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // The address is what decides; the navigation type is read with it, not a reason of its own to scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
