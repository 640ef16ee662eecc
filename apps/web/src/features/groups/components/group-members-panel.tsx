import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, useTableState } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useGroupMembers, type GroupMembersParams } from '../api/get-group-members';
import { useRemoveGroupMembers } from '../api/remove-group-members';
import { AddMembersModal } from './add-members-modal';
import { memberColumns } from './member-columns';
import { GROUP_ERRORS, membersCount } from './group-texts';

export function GroupMembersPanel({ groupId, groupName }: { groupId: string; groupName: string }) {
  const toast = useToast();
  const table = useTableState({ filter: 'fullName', dir: 'asc' });
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
      toast.success(`${membersCount(res.changed.length)} removed from ${groupName}.`);
      table.clearSelection();
    } catch (err) {
      toast.error(errorMessage(err, GROUP_ERRORS.remove));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <DataTable
        aria-label="Group members"
        columns={memberColumns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        selectable
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, GROUP_ERRORS.members) : null}
        onRetry={() => void query.refetch()}
        emptyText={table.search ? 'No member matches your search' : 'This group has no members yet'}
        toolbar={
          <Group>
            <Button
              variant="light"
              color="red"
              leftSection={<IconUserMinus size={16} />}
              disabled={ids.length === 0}
              onClick={() => setConfirming(true)}
            >
              Remove selected
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
              Add members
            </Button>
          </Group>
        }
      />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Remove members" centered>
        <Stack>
          <Text size="sm">
            Remove {membersCount(ids.length)} from {groupName}? They stay members of the community and no
            longer receive what is published to this group.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void removeSelected()} loading={remove.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
      <AddMembersModal
        opened={adding}
        groupId={groupId}
        groupName={groupName}
        onClose={() => setAdding(false)}
      />
    </>
  );
}
