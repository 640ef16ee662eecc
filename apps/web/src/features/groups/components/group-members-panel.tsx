import { Button, Group } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, useTableState } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useGroupMembers } from '../api/get-group-members';
import type { GroupMembersParams } from '../api/keys';
import { useRemoveGroupMembers } from '../api/remove-group-members';
import { AddMembersModal } from './add-members-modal';
import { memberColumns } from './member-columns';

export function GroupMembersPanel({ groupId, groupName }: { groupId: string; groupName: string }) {
  const { t } = useTranslation(['groups', 'common']);
  const toast = useToast();
  const table = useTableState({ filter: 'fullName', dir: 'asc' });
  const columns = useMemo(() => memberColumns(t), [t]);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveGroupMembers();
  const params = useMemo<GroupMembersParams>(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as GroupMembersParams['filter'],
      search: table.search || undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search],
  );
  const query = useGroupMembers(groupId, params);
  const ids = [...table.selection].map(String);

  async function removeSelected() {
    try {
      const res = await remove.mutateAsync({ id: groupId, members: ids });
      toast.success(t('removed', { count: res.changed.length, name: groupName }));
      table.clearSelection();
    } catch (err) {
      toast.error(errorMessage(err, t('errors.remove')));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <DataTable
        aria-label={t('membersTable')}
        columns={columns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        selectable
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, t('errors.members')) : null}
        onRetry={() => void query.refetch()}
        emptyText={table.search ? t('noMemberMatch') : t('noMembers')}
        toolbar={
          <Group>
            <Button
              variant="light"
              color="red"
              leftSection={<IconUserMinus size={16} />}
              disabled={ids.length === 0}
              onClick={() => setConfirming(true)}
            >
              {t('removeSelected')}
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
              {t('addMembers')}
            </Button>
          </Group>
        }
      />
      <ConfirmDialog
        opened={confirming}
        title={t('removeTitle')}
        message={t('removeConfirm', { count: ids.length, name: groupName })}
        confirmLabel={t('common:actions.remove')}
        danger
        loading={remove.isPending}
        onConfirm={() => void removeSelected()}
        onClose={() => setConfirming(false)}
      />
      <AddMembersModal
        opened={adding}
        groupId={groupId}
        groupName={groupName}
        onClose={() => setAdding(false)}
      />
    </>
  );
}
