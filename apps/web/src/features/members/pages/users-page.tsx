import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileImport, IconUserPlus, IconUser, IconUserQuestion } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddAdministratorModal } from '../components/add-administrator-modal';
import { ExportMembersButton } from '../components/export-button';
import { ImportMembersModal } from '../components/import-members-modal';
import { MembersPanel } from '../components/members-panel';

const TABS = ['members', 'guests'] as const;

/**
 * /admin/users: the community's members (tab Members) and its app guests (tab Guests). The guests panel comes
 * from app/ (features do not import each other).
 */
export function UsersPage({ guests }: { guests: ReactNode }) {
  const { t } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'members';
  const [dialog, setDialog] = useState<'admin' | 'import' | null>(null);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </div>
        {tab === 'members' && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setDialog('import')}
            >
              {t('importCsv')}
            </Button>
            <ExportMembersButton />
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog('admin')}>
              {t('addAdministrator')}
            </Button>
          </Group>
        )}
      </Group>
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
          {guests}
        </Tabs.Panel>
      </Tabs>
      <AddAdministratorModal opened={dialog === 'admin'} onClose={() => setDialog(null)} />
      <ImportMembersModal opened={dialog === 'import'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
