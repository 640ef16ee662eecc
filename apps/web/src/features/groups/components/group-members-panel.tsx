import { Button, Group } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { groupMembersQuery } from '../api/get-group-members';
import { useRemoveGroupMembers } from '../api/remove-group-members';
import { AddMembersModal } from './add-members-modal';
import { memberColumns } from './member-columns';

export function GroupMembersPanel({ groupId, groupName }: { groupId: string; groupName: string }) {
  const { t } = useTranslation(['groups', 'common']);
  const toast = useToast();
  const columns = useMemo(() => memberColumns(t), [t]);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveGroupMembers();
  const list = usePagedList({ filter: 'fullName', dir: 'asc' }, (page) => groupMembersQuery(groupId, page));
  const ids = [...list.table.selection].map(String);

  async function removeSelected() {
    try {
      const res = await remove.mutateAsync({ id: groupId, members: ids });
      toast.success(t('removed', { count: res.changed.length, name: groupName }));
      list.table.clearSelection();
    } catch (err) {
      toast.error(errorMessage(err, t('errors.remove')));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <PagedTable
        aria-label={t('membersTable')}
        columns={columns}
        list={list}
        selectable
        errorText={t('errors.members')}
        emptyText={list.table.search ? t('noMemberMatch') : t('noMembers')}
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
