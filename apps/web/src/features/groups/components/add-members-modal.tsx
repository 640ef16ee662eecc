import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { groupMembersQuery } from '../api/get-group-members';
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
  const columns = useMemo(() => memberColumns(t), [t]);
  const update = useUpdateGroup();
  const list = usePagedList({ filter: 'fullName', dir: 'asc', persistSelection: true }, (page) =>
    groupMembersQuery(groupId, { ...page, excluded: true }),
  );
  const ids = [...list.table.selection].map(String);

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
      <PagedTable
        aria-label={t('pickerTable')}
        columns={columns}
        list={list}
        selectable
        errorText={t('errors.members')}
        emptyText={list.table.search ? t('noMemberMatch') : t('everyoneIn')}
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
    <Dialog opened={opened} onClose={onClose} title={t('addTitle', { name: groupName })} centered size="xl">
      {opened && <Picker groupId={groupId} groupName={groupName} onClose={onClose} />}
    </Dialog>
  );
}
