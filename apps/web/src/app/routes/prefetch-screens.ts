import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of a console's navigation screens once the console is idle, one chunk after the other, so that a
 * first visit of a screen waits for its data only (issue 21: each chunk is a round trip and more over a satellite
 * link, 600 ms). One at a time on purpose: a click the person makes meanwhile still finds the link nearly free.
 * A route's `lazy` is the same `import()` the router calls: the module is fetched once, whoever asks first.
 */
export async function prefetchScreens(routes: RouteObject[], base: string, paths: readonly string[]) {
  for (const path of paths) {
    const relative = path.startsWith(base) ? path.slice(base.length) || '/' : path;
    for (const match of matchRoutes(routes, relative) ?? []) {
      const { lazy } = match.route;
      // A failed prefetch costs nothing: the router loads (and reports) the screen when it is opened.
      if (typeof lazy === 'function') await Promise.resolve(lazy()).catch(() => undefined);
    }
  }
}

/**
 * prefetchScreens once the page's own data has come (no query fetching: the link is the page's first) and the
 * browser is idle after the console's first render (a timer where idle is unknown).
 */
export function usePrefetchScreens(
  routes: RouteObject[] | undefined,
  base: string,
  paths: readonly string[],
) {
  const key = paths.join('\n');
  const queries = useQueryClient();
  useEffect(() => {
    if (!routes) return;
    let cancelled = false;
    let unsubscribe = () => {};
    const go = () => {
      if (!cancelled) void prefetchScreens(routes, base, key.split('\n'));
    };
    const start = () => {
      if (queries.isFetching() === 0) return go();
      unsubscribe = queries.getQueryCache().subscribe(() => {
        if (queries.isFetching() > 0) return;
        unsubscribe();
        go();
      });
    };
    const idle = 'requestIdleCallback' in window;
    const id = idle ? window.requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 2000);
    return () => {
      cancelled = true;
      unsubscribe();
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [routes, base, key, queries]);
}
