import { Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CommunityOverviewRow, SubscriptionTier } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import type { Language } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { communitiesQuery } from '../api/get-communities';
import { CommunityLogo } from '../components/community-logo';
import { CreateCommunityForm } from '../components/create-community-form';
import { DeletionCertificatesCard } from '../components/deletion-certificates-card';
import { PushHealthBadge } from '../components/push-health';
import { StatusBadge } from '../components/status-badge';
import { useDateFormat } from '../../../lib/use-date-format';

const column = createColumnHelper<CommunityOverviewRow>();

function useColumns() {
  const { t, i18n } = useTranslation('communities');
  const { date } = useDateFormat();
  const language = i18n.language;
  return useMemo(() => {
    const count = (n: number | null) =>
      n === null ? '—' : formatNumber(n, { language: language as Language });
    return [
      column.display({
        id: 'logo',
        header: t('list.logo'),
        cell: ({ row }) => <CommunityLogo name={row.original.name} logo={row.original.logo} />,
      }),
      column.accessor('name', {
        header: t('fields.name'),
        cell: ({ row }) => (
          <Anchor component={Link} to={`/administrator/community/${row.original.id}`} fw={500}>
            {row.original.name}
          </Anchor>
        ),
      }),
      column.accessor('subscription', {
        header: t('fields.subscription'),
        cell: (c) => t(`tier.${c.getValue() as SubscriptionTier}`, { defaultValue: c.getValue() }),
      }),
      // The one "Active members" figure (docs/decisions/members.md), the same as on the dashboards.
      column.accessor('members', { header: t('list.activeMembers'), cell: (c) => count(c.getValue()) }),
      column.accessor('guests', { header: t('list.guests'), cell: (c) => count(c.getValue()) }),
      column.accessor('status', {
        header: t('fields.status'),
        cell: ({ row }) => (
          <StatusBadge status={row.original.status} deletionDueAt={row.original.deletionDueAt} />
        ),
      }),
      // Issue 11: the last credential check, so a failing community stands out.
      column.display({
        id: 'pushHealth',
        header: t('pushHealth.column'),
        cell: ({ row }) => <PushHealthBadge health={row.original.pushHealth} />,
      }),
      column.accessor('population', { header: t('fields.population'), cell: (c) => count(c.getValue()) }),
      column.accessor('createdOn', {
        id: 'created',
        header: t('list.created'),
        cell: (c) => date(c.getValue()),
      }),
    ];
  }, [t, date, language]);
}

export function CommunitiesPage() {
  const { t } = useTranslation('communities');
  const columns = useColumns();
  const [creating, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const [show, setShow] = useState<'all' | 'closing'>('all');
  const list = usePagedList({ filter: 'created', dir: 'desc' }, (page) =>
    communitiesQuery(show === 'closing' ? { ...page, closing: true } : page),
  );

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('list.subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={open}>
          {t('create.title')}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('list.show.label')}
        value={show}
        onChange={(next) => {
          setShow(next as typeof show);
          list.table.setPage(0);
        }}
        data={[
          { value: 'all', label: t('list.show.all') },
          { value: 'closing', label: t('list.show.closing') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedTable
        aria-label={t('list.title')}
        columns={columns}
        list={list}
        errorText={t('list.loadError')}
        emptyText={
          list.table.search ? t('list.noMatch') : show === 'closing' ? t('list.noneClosing') : t('list.empty')
        }
      />
      <DeletionCertificatesCard />
      <Dialog opened={creating} onClose={close} title={t('create.title')} size="lg">
        <CreateCommunityForm
          onCancel={close}
          onCreated={(community) => {
            close();
            void navigate(`/administrator/community/${community.id}`);
          }}
        />
      </Dialog>
    </Stack>
  );
}
