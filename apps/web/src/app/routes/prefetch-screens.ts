import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { i18n } from '../../i18n';

/** What a route may say of itself: the catalogues its screen reads, loaded with its code. */
export interface ScreenHandle {
  namespaces?: readonly string[];
}

/** A route's code and the catalogues it names; a failure costs nothing (the router loads and reports it). */
function load(route: RouteObject): Promise<unknown> {
  const { lazy, handle } = route;
  const namespaces = (handle as ScreenHandle | undefined)?.namespaces;
  return Promise.all([
    typeof lazy === 'function' ? Promise.resolve(lazy()).catch(() => undefined) : undefined,
    namespaces?.length ? i18n.loadNamespaces([...namespaces]).catch(() => undefined) : undefined,
  ]);
}

const matched = (routes: RouteObject[], base: string, path: string) =>
  (matchRoutes(routes, path.startsWith(base) ? path.slice(base.length) || '/' : path) ?? []).map(
    (m) => m.route,
  );

/**
 * Loads the code of a console's navigation screens once the console is idle, one chunk after the other, so that a
 * first visit of a screen waits for its data only (issue 21: each chunk is a round trip and more over a satellite
 * link, 600 ms). One at a time on purpose: a click the person makes meanwhile still finds the link nearly free.
 * A route's `lazy` is the same `import()` the router calls: the module is fetched once, whoever asks first.
 */
export async function prefetchScreens(routes: RouteObject[], base: string, paths: readonly string[]) {
  for (const path of paths) for (const route of matched(routes, base, path)) await load(route);
}

/**
 * The first screen of a console, its frame and its catalogues, all asked for at once (issue 40 #1): the person is
 * waiting for exactly this, and one after the other they were a round trip each.
 */
export function loadFirstScreen(routes: RouteObject[], path: string): Promise<unknown> {
  return Promise.all(matched(routes, '', path).map(load));
}

/**
 * Resolves once no query is fetching (the screen's data is on screen), and the browser is idle after it (a timer
 * where idle is unknown). Whatever loads ahead waits for this: on a satellite link it would share the link with the
 * data the person is waiting for (issue 40 #1).
 */
export function whenQueriesSettle(queries: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 5000 });
      else setTimeout(resolve, 2000);
    };
    if (queries.isFetching() === 0) return idle();
    const unsubscribe = queries.getQueryCache().subscribe(() => {
      if (queries.isFetching() > 0) return;
      unsubscribe();
      idle();
    });
  });
}

/** prefetchScreens once the page's own data is on screen and the browser is idle (whenQueriesSettle). */
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
    void whenQueriesSettle(queries).then(() => {
      if (!cancelled) void prefetchScreens(routes, base, key.split('\n'));
    });
    return () => {
      cancelled = true;
    };
  }, [routes, base, key, queries]);
}
