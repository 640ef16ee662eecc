import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClock,
  IconFileText,
  IconPlus,
  IconSend,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DraftsTable } from '../components/drafts-table';
import { ScheduledTable } from '../components/scheduled-table';
import { SentTable } from '../components/sent-table';

const TABS = ['sent', 'scheduled', 'drafts'] as const;

/** /admin/notifications: sent, scheduled and draft notifications, one tab each (the tab is in the address). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'sent';
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin/notifications/cascade"
            variant="default"
            leftSection={<IconAlertTriangle size={16} />}
          >
            {t('cascadeAction')}
          </Button>
          <Button
            component={Link}
            to="/admin/notifications/settings"
            variant="default"
            leftSection={<IconSettings size={16} />}
          >
            {t('settingsAction')}
          </Button>
          <Button component={Link} to="/admin/notifications/new" leftSection={<IconPlus size={16} />}>
            {t('composeAction')}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'sent' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="sent" leftSection={<IconSend size={16} />}>
            {t('tabs.sent')}
          </Tabs.Tab>
          <Tabs.Tab value="scheduled" leftSection={<IconClock size={16} />}>
            {t('tabs.scheduled')}
          </Tabs.Tab>
          <Tabs.Tab value="drafts" leftSection={<IconFileText size={16} />}>
            {t('tabs.drafts')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sent" pt="md">
          <SentTable />
        </Tabs.Panel>
        <Tabs.Panel value="scheduled" pt="md">
          <ScheduledTable />
        </Tabs.Panel>
        <Tabs.Panel value="drafts" pt="md">
          <DraftsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
