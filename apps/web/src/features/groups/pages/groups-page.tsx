import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import type { GroupRow } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useCreateGroup } from '../api/create-group';
import { groupsQuery } from '../api/get-groups';
import { GroupNameModal } from '../components/group-name-modal';

const column = createColumnHelper<GroupRow>();
const buildColumns = (t: TFunction<['groups', 'common']>) => [
  column.accessor('group', {
    header: t('columns.name'),
    cell: ({ row }) => (
      <Anchor component={Link} to={`/admin/groups/${row.original.id}`} fw={600}>
        {row.original.group}
      </Anchor>
    ),
  }),
  column.accessor('members', { header: t('columns.members') }),
  column.accessor('createdOn', { header: t('columns.created'), cell: (c) => formatDate(c.getValue()) }),
];

/** /admin/groups: the community's groups, with a create form. */
export function GroupsPage() {
  const { t } = useTranslation(['groups', 'common']);
  const columns = useMemo(() => buildColumns(t), [t]);
  const toast = useToast();
  const navigate = useNavigate();
  const list = usePagedList({ filter: 'group', dir: 'asc' }, groupsQuery);
  const [creating, setCreating] = useState(false);
  const create = useCreateGroup();

  async function createGroup(name: string) {
    try {
      const group = await create.mutateAsync({ group: name });
      toast.success(t('created', { name: group.group }));
      void navigate(`/admin/groups/${group.id}`);
    } catch (err) {
      toast.error(errorMessage(err, t('errors.create')));
      throw err;
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
      </Group>
      <PagedTable
        aria-label={t('tableLabel')}
        columns={columns}
        list={list}
        errorText={t('errors.list')}
        emptyText={list.table.search ? t('noMatch') : t('empty')}
      />
      <GroupNameModal
        opened={creating}
        title={t('create')}
        submitLabel={t('create')}
        onSubmit={createGroup}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}
