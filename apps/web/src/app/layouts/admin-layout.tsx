import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import { Avatar, Stack, Text } from '@mantine/core';
import {
  IconBell,
  IconBroadcast,
  IconBriefcase,
  IconCalendarEvent,
  IconCalendarWeek,
  IconChartBar,
  IconClipboardList,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconLifebuoy,
  IconNews,
  IconSettings,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SupportUnreadBadge } from '../../features/support/components/unread-badge';
import { useSession } from '../../lib/session';
import { adminRoutes } from '../routes/admin-routes';
import { ConsoleShell, type NavEntry } from './console-shell';

export const ADMIN_SETTINGS_PATH = '/admin/settings/profile';

// Spec 000 §2 order: Dashboard, Publishing, Users, Groups, News, Events, Forms, Jobs, Documents, Analytics,
// Support. An entry is added here, one line, together with its screen.
export const ADMIN_NAV: NavEntry[] = [
  { path: '/admin/dashboard', label: 'dashboard', icon: IconLayoutDashboard },
  { path: '/admin/publishing', label: 'publishing', icon: IconCalendarWeek },
  // Issue 11: Notifications right after Publishing.
  { path: '/admin/notifications', label: 'notifications', icon: IconBell },
  { path: '/admin/alerting', label: 'alerting', icon: IconBroadcast },
  { path: '/admin/users', label: 'users', icon: IconUsers },
  { path: '/admin/groups', label: 'groups', icon: IconUsersGroup },
  { path: '/admin/news', label: 'news', icon: IconNews },
  { path: '/admin/events', label: 'events', icon: IconCalendarEvent },
  { path: '/admin/forms', label: 'forms', icon: IconClipboardList },
  { path: '/admin/jobs', label: 'jobs', icon: IconBriefcase },
  { path: '/admin/documents', label: 'documents', icon: IconFileText },
  { path: '/admin/analytics', label: 'analytics', icon: IconChartBar },
  // Issue 13: the unread count of the community's tickets.
  {
    path: '/admin/support',
    label: 'support',
    icon: IconLifebuoy,
    badge: <SupportUnreadBadge scope="community" />,
  },
  // Issue 24: the community's audit trail.
  { path: '/admin/audit', label: 'audit', icon: IconHistory },
  { path: '/admin/settings', label: 'settings', icon: IconSettings },
];

const SCREENS = { routes: adminRoutes, base: '/admin' };

/** The community administrator's console: the community's logo and the user's name in the side menu. */
export function AdminLayout() {
  const { user } = useSession();
  const community = user?.community;
  const { t } = useTranslation('common');
  return (
    <ConsoleShell
      nav={ADMIN_NAV}
      settingsPath={ADMIN_SETTINGS_PATH}
      screens={SCREENS}
      sideHeader={
        <Stack gap={4} align="center">
          <Avatar
            src={community?.logo || '/logo.svg'}
            alt={community ? t('shell.namedLogo', { name: community.name }) : t('shell.communityLogo')}
            size={64}
            radius="md"
          />
          <Text fw={700} ta="center">
            {user?.fullName}
          </Text>
          {community && (
            <Text size="sm" c="dimmed" ta="center">
              {community.name}
            </Text>
          )}
        </Stack>
      }
    />
  );
}
