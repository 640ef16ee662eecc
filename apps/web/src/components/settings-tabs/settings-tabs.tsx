import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/**
 * Profile and Password tabs under the current area's /settings (both consoles share the screens), plus Community
 * in the community administrator's area only.
 */
export function SettingsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = pathname.replace(/\/(profile|password|community)\/?$/, '');
  const current = /\/(password|community)\/?$/.exec(pathname)?.[1] ?? 'profile';
  const inAdminArea = pathname.startsWith('/admin/');
  return (
    <Tabs value={current} onChange={(tab) => tab && void navigate(`${base}/${tab}`)} mb="lg">
      <Tabs.List aria-label="Settings">
        <Tabs.Tab value="profile">Profile</Tabs.Tab>
        <Tabs.Tab value="password">Password</Tabs.Tab>
        {inAdminArea && <Tabs.Tab value="community">Community</Tabs.Tab>}
      </Tabs.List>
    </Tabs>
  );
}
