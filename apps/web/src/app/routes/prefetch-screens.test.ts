import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prefetchScreens } from './prefetch-screens';

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
});
