import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconShieldLock, IconUsersGroup } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { CommunityAdministratorsPanel } from '../components/community-administrators-panel';
import { PlatformAdministratorsPanel } from '../components/platform-administrators-panel';

const TABS = ['community', 'platform'] as const;

export function AdminMembersPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'community';
  return (
    <Stack>
      <div>
        <Title order={1}>Admin</Title>
        <Text c="dimmed" size="sm">
          The people who run the platform and each community&apos;s console.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'community' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="community" leftSection={<IconUsersGroup size={16} />}>
            Community administrators
          </Tabs.Tab>
          <Tabs.Tab value="platform" leftSection={<IconShieldLock size={16} />}>
            Platform administrators
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
