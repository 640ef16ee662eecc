import type { RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';

/**
 * The community administrator's console under /admin: its layout (a chunk of its own, loaded after sign-in) and its
 * screens. The router mounts it; the login page loads its code ahead while the person types (login-route.tsx).
 */
export const adminConsole: RouteObject = {
  lazy: async () => ({ Component: (await import('../layouts/admin-layout')).AdminLayout }),
  children: adminRoutes,
};
