import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useTableState } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useGroupMembers } from '../api/get-group-members';
import type { GroupMembersParams } from '../api/keys';
import { useUpdateGroup } from '../api/update-group';
import { memberColumns } from './member-columns';

/** A searchable, multi-page picker of the community's members who are not in the group yet. */
function Picker({
  groupId,
  groupName,
  onClose,
}: {
  groupId: string;
  groupName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['groups', 'common']);
  const toast = useToast();
  const table = useTableState({ filter: 'fullName', dir: 'asc', persistSelection: true });
  const columns = useMemo(() => memberColumns(t), [t]);
  const update = useUpdateGroup();
  const params = useMemo<GroupMembersParams>(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as GroupMembersParams['filter'],
      search: table.search || undefined,
      excluded: true,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search],
  );
  const query = useGroupMembers(groupId, params);
  const ids = [...table.selection].map(String);

  async function add() {
    try {
      await update.mutateAsync({ id: groupId, body: { members: ids } });
      toast.success(t('added', { count: ids.length, name: groupName }));
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, t('errors.add')));
    }
  }

  return (
    <Stack>
      <DataTable
        aria-label={t('pickerTable')}
        columns={columns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        selectable
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, t('errors.members')) : null}
        onRetry={() => void query.refetch()}
        emptyText={table.search ? t('noMemberMatch') : t('everyoneIn')}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {ids.length === 0 ? t('selectToAdd') : t('selected', { count: ids.length })}
        </Text>
        <Group>
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void add()} disabled={ids.length === 0} loading={update.isPending}>
            {ids.length === 0 ? t('addMembers') : t('addCount', { count: ids.length })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function AddMembersModal({
  opened,
  groupId,
  groupName,
  onClose,
}: {
  opened: boolean;
  groupId: string;
  groupName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['groups', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('addTitle', { name: groupName })} centered size="xl">
      {opened && <Picker groupId={groupId} groupName={groupName} onClose={onClose} />}
    </Modal>
  );
}
