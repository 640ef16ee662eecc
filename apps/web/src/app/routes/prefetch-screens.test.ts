import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { loadFirstScreen, prefetchScreens } from './prefetch-screens';

describe('prefetchScreens', () => {
  it("loads the navigation screens' code one after the other, and shrugs off one that fails", async () => {
    const order: string[] = [];
    let inFlight = 0;
    const screen = (name: string, fails = false) =>
      vi.fn(async () => {
        inFlight++;
        expect(inFlight).toBe(1);
        await new Promise((r) => setTimeout(r, 5));
        order.push(name);
        inFlight--;
        if (fails) throw new Error('offline');
        return {};
      });
    const users = screen('users');
    const groups = screen('groups', true);
    const news = screen('news');
    const editor = screen('editor');
    const routes: RouteObject[] = [
      { path: 'users', lazy: users },
      { path: 'groups', lazy: groups },
      { path: 'news', lazy: news },
      { path: 'news/:id/edit', lazy: editor },
    ];
    await prefetchScreens(routes, '/admin', [
      '/admin/users',
      '/admin/groups',
      '/admin/news',
      '/admin/missing',
    ]);
    expect(order).toEqual(['users', 'groups', 'news']);
    // Only what the navigation names: an editor loads when it is opened.
    expect(editor).not.toHaveBeenCalled();
  });

  it("loads a console's frame before its first screen, and nothing else (the login page's case)", async () => {
    const order: string[] = [];
    const loads = (name: string) =>
      vi.fn(async () => {
        order.push(name);
        return {};
      });
    const users = loads('users');
    const routes: RouteObject[] = [
      {
        lazy: loads('layout'),
        children: [
          { path: 'dashboard', lazy: loads('dashboard') },
          { path: 'users', lazy: users },
        ],
      },
    ];
    await prefetchScreens(routes, '', ['/dashboard']);
    expect(order).toEqual(['layout', 'dashboard']);
    expect(users).not.toHaveBeenCalled();
  });

  it("loads a console's frame, first screen and that screen's catalogues all at once (issue 40 #1)", async () => {
    let inFlight = 0;
    let most = 0;
    const loads = () =>
      vi.fn(async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return {};
      });
    const catalogues = vi.spyOn(i18n, 'loadNamespaces');
    const users = loads();
    const routes: RouteObject[] = [
      {
        lazy: loads(),
        children: [
          { path: 'dashboard', lazy: loads(), handle: { namespaces: ['dashboard', 'analytics'] } },
          { path: 'users', lazy: users },
        ],
      },
    ];
    await loadFirstScreen(routes, '/dashboard');
    expect(most).toBe(2);
    expect(catalogues).toHaveBeenCalledWith(['dashboard', 'analytics']);
    expect(users).not.toHaveBeenCalled();
    catalogues.mockRestore();
  });
});
