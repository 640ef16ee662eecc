import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../not-found-page';

// Children of /administrator. Each screen is its own chunk; another screen is one more entry here (and its
// line in ADMINISTRATOR_NAV).
export const administratorRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('../platform-dashboard-page')).PlatformDashboardScreen,
    }),
  },
  {
    path: 'community',
    lazy: async () => ({
      Component: (await import('../../features/communities/pages/communities-page')).CommunitiesPage,
    }),
  },
  {
    path: 'community/:id',
    lazy: async () => ({
      Component: (await import('../../features/communities/pages/community-detail-page')).CommunityDetailPage,
    }),
  },
  {
    path: 'admin-members',
    lazy: async () => ({
      Component: (await import('../../features/administrators/pages/admin-members-page')).AdminMembersPage,
    }),
  },
  {
    path: 'users',
    lazy: async () => ({
      Component: (await import('../../features/platform-users/pages/users-page')).UsersPage,
    }),
  },
  {
    path: 'audit',
    lazy: async () => ({
      Component: (await import('../../features/audit/pages/platform-audit-page')).PlatformAuditPage,
    }),
  },
  {
    path: 'analytics',
    lazy: async () => ({
      Component: (await import('../platform-analytics-screen')).PlatformAnalyticsScreen,
    }),
  },
  {
    path: 'support',
    lazy: async () => ({
      Component: (await import('../../features/support/pages/support-page')).PlatformSupportPage,
    }),
  },
  {
    path: 'support/:ticketId',
    lazy: async () => ({
      Component: (await import('../../features/support/pages/ticket-page')).PlatformTicketPage,
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
  { path: '*', element: <NotFoundPage home="/administrator/dashboard" /> },
];
