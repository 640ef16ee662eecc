import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * Profile and Password tabs under the current area's /settings (both consoles share the screens), plus Community
 * and Export and Your data in the community administrator's area only.
 */
export function SettingsTabs() {
  const { t } = useTranslation('community-settings');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = pathname.replace(/\/(profile|password|community|export|data)\/?$/, '');
  const current = /\/(password|community|export|data)\/?$/.exec(pathname)?.[1] ?? 'profile';
  const inAdminArea = pathname.startsWith('/admin/');
  return (
    <Tabs value={current} onChange={(tab) => tab && void navigate(`${base}/${tab}`)} mb="lg">
      <Tabs.List aria-label={t('tabs.label')}>
        <Tabs.Tab value="profile">{t('tabs.profile')}</Tabs.Tab>
        <Tabs.Tab value="password">{t('tabs.password')}</Tabs.Tab>
        {inAdminArea && <Tabs.Tab value="community">{t('tabs.community')}</Tabs.Tab>}
        {inAdminArea && <Tabs.Tab value="export">{t('tabs.export')}</Tabs.Tab>}
        {inAdminArea && <Tabs.Tab value="data">{t('tabs.data')}</Tabs.Tab>}
      </Tabs.List>
    </Tabs>
  );
}
