import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChartBar,
  IconHistory,
  IconLayoutDashboard,
  IconLifebuoy,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SupportUnreadBadge } from '../../features/support/components/unread-badge';
import { administratorRoutes } from '../routes/administrator-routes';
import { ConsoleShell, type NavEntry } from './console-shell';

// Spec 001 §2 order: Dashboard, Communities, Admin, Users, Analytics, Support. An entry is added here, one line,
// together with its screen; until then it is left out rather than leading nowhere.
export const ADMINISTRATOR_NAV: NavEntry[] = [
  { path: '/administrator/dashboard', label: 'dashboard', icon: IconLayoutDashboard },
  { path: '/administrator/community', label: 'communities', icon: IconBuildingCommunity },
  { path: '/administrator/admin-members', label: 'admin', icon: IconShieldLock },
  { path: '/administrator/users', label: 'users', icon: IconUsers },
  { path: '/administrator/analytics', label: 'analytics', icon: IconChartBar },
  // Issue 13: the unread count of tickets escalated to the platform support team.
  {
    path: '/administrator/support',
    label: 'support',
    icon: IconLifebuoy,
    badge: <SupportUnreadBadge scope="platform" />,
  },
  // Issue 24: every community's audit trail and the platform's, with the chains' verification.
  { path: '/administrator/audit', label: 'audit', icon: IconHistory },
  // The user menu has no Settings for platform administrators, so their own profile is reached from here.
  { path: '/administrator/settings/profile', label: 'myProfile', icon: IconUserCircle },
];

const SCREENS = { routes: administratorRoutes, base: '/administrator' };

/** The platform administrator's console: product logo in the side menu, no community. */
export function AdministratorLayout() {
  const { t } = useTranslation('common');
  return (
    <ConsoleShell
      nav={ADMINISTRATOR_NAV}
      screens={SCREENS}
      sideHeader={
        <Group gap="xs">
          <img src="/logo.svg" alt={t('shell.productLogo')} width={40} height={40} />
          <Text fw={700}>{t('shell.platformAdministration')}</Text>
        </Group>
      }
    />
  );
}
