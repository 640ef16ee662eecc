import { Navigate, type RouteObject } from 'react-router';

// Children of /admin. Each screen is its own chunk; another screen is one more entry here (and its line in
// ADMIN_NAV).
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('../../features/dashboard/pages/community-dashboard-page'))
        .CommunityDashboardPage,
    }),
  },
  { path: 'settings', element: <Navigate to="profile" replace /> },
  {
    path: 'settings/profile',
    lazy: async () => ({
      Component: (await import('../../features/account/pages/profile-page')).ProfilePage,
    }),
  },
  {
    path: 'settings/password',
    lazy: async () => ({
      Component: (await import('../../features/account/pages/password-page')).PasswordPage,
    }),
  },
  { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
];
