import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { FIRST_SCREEN_TEXTS } from '../build/chunks';
import { adminConsole } from '../src/app/routes/admin-console';
import type { ScreenHandle } from '../src/app/routes/prefetch-screens';

const named = (route: RouteObject | undefined) =>
  (route?.handle as ScreenHandle | undefined)?.namespaces ?? [];

// The first screens' catalogues come in one file per language (build/chunks.ts, issue 40 #1): one left out would be
// a request of its own, a satellite round trip more between Login pressed and the dashboard.
describe("the first screens' catalogues in one file per language", () => {
  it('holds every catalogue the community console names for its frame and its dashboard', () => {
    const dashboard = adminConsole.children?.find((r) => r.path === 'dashboard');
    expect(dashboard).toBeDefined();
    const needed = ['common', 'auth', ...named(adminConsole), ...named(dashboard)];
    expect(needed.filter((ns) => !FIRST_SCREEN_TEXTS.includes(ns))).toEqual([]);
  });
});
