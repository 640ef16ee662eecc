import type { RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import type { ScreenHandle } from './prefetch-screens';

/**
 * The community administrator's console under /admin: its layout (a chunk of its own, loaded after sign-in) and its
 * screens. The router mounts it; the login page loads its code ahead while the person types (login-route.tsx).
 */
export const adminConsole: RouteObject = {
  // The navigation's unread support count reads the support catalogue: the frame waits for it.
  handle: { namespaces: ['support'] } satisfies ScreenHandle,
  lazy: async () => ({ Component: (await import('../layouts/admin-layout')).AdminLayout }),
  children: adminRoutes,
};
