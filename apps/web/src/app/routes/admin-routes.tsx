import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../not-found-page';
import type { ScreenHandle } from './prefetch-screens';

// Children of /admin. Each screen is its own chunk; another screen is one more entry here (and its line in
// ADMIN_NAV).
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  {
    path: 'dashboard',
    // Its catalogues: the counts', the analytics sections' and a closing community's banner.
    handle: { namespaces: ['dashboard', 'analytics', 'your-data'] } satisfies ScreenHandle,
    lazy: async () => ({
      Component: (await import('../community-dashboard-page')).CommunityDashboardRoute,
    }),
  },
  {
    path: 'audit',
    lazy: async () => ({ Component: (await import('../../features/audit/pages/audit-page')).AuditPage }),
  },
  {
    path: 'analytics',
    lazy: async () => ({
      Component: (await import('../community-analytics-screen')).CommunityAnalyticsScreen,
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
  {
    path: 'settings/community',
    lazy: async () => ({
      Component: (await import('../community-settings-screen')).CommunitySettingsScreen,
    }),
  },
  {
    path: 'settings/export',
    lazy: async () => ({
      Component: (await import('../../features/community-settings/pages/community-export-page'))
        .CommunityExportPage,
    }),
  },
  {
    path: 'settings/data',
    lazy: async () => ({
      Component: (await import('../../features/your-data/pages/your-data-page')).YourDataPage,
    }),
  },
  {
    path: 'publishing',
    lazy: async () => ({
      Component: (await import('../../features/publishing/pages/publishing-calendar-page'))
        .PublishingCalendarPage,
    }),
  },
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('../../features/notifications/pages/notifications-page')).NotificationsPage,
    }),
  },
  {
    path: 'notifications/new',
    lazy: async () => ({
      Component: (await import('../../features/notifications/pages/notification-compose-page'))
        .NotificationComposePage,
    }),
  },
  // Before notifications/:id, so "settings" and "cascade" are not read as a notification id.
  {
    path: 'notifications/settings',
    lazy: async () => ({
      Component: (await import('../../features/notifications/pages/push-settings-page')).PushSettingsPage,
    }),
  },
  {
    path: 'notifications/cascade',
    lazy: async () => ({
      Component: (await import('../../features/alert-cascade/pages/cascade-settings-page'))
        .CascadeSettingsPage,
    }),
  },
  {
    path: 'notifications/:id',
    lazy: async () => ({
      Component: (await import('../../features/notifications/pages/notification-detail-page'))
        .NotificationDetailPage,
    }),
  },
  {
    path: 'notifications/:id/edit',
    lazy: async () => ({
      Component: (await import('../../features/notifications/pages/notification-compose-page'))
        .NotificationComposePage,
    }),
  },
  {
    path: 'alerting',
    lazy: async () => ({
      Component: (await import('../../features/cap/pages/alerting-page')).AlertingPage,
    }),
  },
  {
    path: 'users',
    lazy: async () => ({
      Component: (await import('../community-users-page')).CommunityUsersPage,
    }),
  },
  {
    path: 'groups',
    lazy: async () => ({
      Component: (await import('../../features/groups/pages/groups-page')).GroupsPage,
    }),
  },
  {
    path: 'groups/:id',
    lazy: async () => ({
      Component: (await import('../../features/groups/pages/group-detail-page')).GroupDetailPage,
    }),
  },
  {
    path: 'support',
    lazy: async () => ({
      Component: (await import('../../features/support/pages/support-page')).CommunitySupportPage,
    }),
  },
  {
    path: 'support/:ticketId',
    lazy: async () => ({
      Component: (await import('../../features/support/pages/ticket-page')).CommunityTicketPage,
    }),
  },
  // One list, editor and detail screen for every content kind; the page reads the kind from its path.
  ...(['news', 'events', 'forms', 'jobs', 'documents'] as const).flatMap((kind): RouteObject[] => [
    {
      path: kind,
      lazy: async () => ({
        Component: (await import('../../features/content/pages/content-list-page')).ContentListPage,
      }),
    },
    {
      path: `${kind}/new`,
      lazy: async () => ({
        Component: (await import('../../features/content/pages/content-editor-page')).ContentEditorPage,
      }),
    },
    {
      path: `${kind}/:id`,
      lazy: async () => ({
        Component: (await import('../content-detail-route')).ContentDetailRoute,
      }),
    },
    {
      path: `${kind}/:id/history`,
      lazy: async () => ({
        Component: (await import('../../features/content/pages/content-history-page')).ContentHistoryPage,
      }),
    },
    {
      path: `${kind}/:id/edit`,
      lazy: async () => ({
        Component: (await import('../../features/content/pages/content-editor-page')).ContentEditorPage,
      }),
    },
  ]),
  { path: '*', element: <NotFoundPage home="/admin/dashboard" /> },
];
