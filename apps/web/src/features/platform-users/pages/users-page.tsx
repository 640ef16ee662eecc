import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconUser, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GuestsPanel } from '../components/guests-panel';
import { MembersPanel } from '../components/members-panel';

const TABS = ['members', 'guests'] as const;

export function UsersPage() {
  const { t } = useTranslation('platform-users');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'members';
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
        onChange={(next) => setParams(next && next !== 'members' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="members" leftSection={<IconUser size={16} />}>
            {t('tabs.members')}
          </Tabs.Tab>
          <Tabs.Tab value="guests" leftSection={<IconUserQuestion size={16} />}>
            {t('tabs.guests')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <MembersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="guests" pt="md">
          <GuestsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export default UsersPage;
