import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/** Profile and Password tabs under the current area's /settings (both consoles share the screens). */
export function SettingsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = pathname.replace(/\/(profile|password)\/?$/, '');
  const current = pathname.endsWith('/password') ? 'password' : 'profile';
  return (
    <Tabs value={current} onChange={(tab) => tab && void navigate(`${base}/${tab}`)} mb="lg">
      <Tabs.List aria-label="Settings">
        <Tabs.Tab value="profile">Profile</Tabs.Tab>
        <Tabs.Tab value="password">Password</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
