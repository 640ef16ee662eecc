import type { RouteObject } from 'react-router';
import { RequireAdministrator, RequireCommunityUser } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { LoadingScreen } from './loading-screen';
import { RouteError } from './route-error';
import { adminConsole } from './routes/admin-console';
import { administratorRoutes } from './routes/administrator-routes';
import { publicRoutes } from './routes/public-routes';

/** Every route of the app; the browser router and the tests' memory routers are built from this. */
export const routes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteError />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        // The two consoles are separate chunks, loaded after sign-in (spec 001 §2).
        path: 'administrator',
        element: <RequireAdministrator />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./layouts/administrator-layout')).AdministratorLayout,
            }),
            children: administratorRoutes,
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireCommunityUser />,
        children: [adminConsole],
      },
    ],
  },
];
