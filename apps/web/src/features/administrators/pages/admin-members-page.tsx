import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconShieldLock, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CommunityAdministratorsPanel } from '../components/community-administrators-panel';
import { PlatformAdministratorsPanel } from '../components/platform-administrators-panel';

const TABS = ['community', 'platform'] as const;

export function AdminMembersPage() {
  const { t } = useTranslation('administrators');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'community';
  return (
    <Stack>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {t('subtitle')}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'community' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="community" leftSection={<IconUsersGroup size={16} />}>
            {t('tabs.community')}
          </Tabs.Tab>
          <Tabs.Tab value="platform" leftSection={<IconShieldLock size={16} />}>
            {t('tabs.platform')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="community" pt="md">
          <CommunityAdministratorsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="platform" pt="md">
          <PlatformAdministratorsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export default AdminMembersPage;
