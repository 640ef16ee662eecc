import { ActionIcon, Badge, Button, Group, Menu, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { MemberRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useBatchMembers, type BatchAction } from '../api/batch-members';
import { useMembers, type MembersParams, type MembersView } from '../api/get-members';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RoleSelect, VerifiedSwitch } from './member-controls';
import { MemberEditModal } from './member-edit-modal';
import { BATCH_TEXTS, MEMBER_ERRORS, STATUS_COLORS, STATUS_LABELS } from './member-texts';

/** The batch actions that make sense for the members of each view. */
export const VIEW_ACTIONS: Record<MembersView, BatchAction[]> = {
  active: ['deactivate', 'verify', 'destroy'],
  inactive: ['activate', 'destroy'],
  deleted: [],
};

const EMPTY_TEXT: Record<MembersView, string> = {
  active: 'No active members yet',
  inactive: 'No inactive members',
  deleted: 'No deleted members',
};

const column = createColumnHelper<MemberRow>();

function buildColumns(view: MembersView, onEdit: (m: MemberRow) => void) {
  const readOnly = view === 'deleted';
  return [
    // Name and username share a column so the whole row fits a laptop screen; sorted by full name.
    column.accessor('fullName', {
      header: 'Full name / username',
      cell: ({ row }) => (
        <div>
          <Text size="sm" fw={500}>
            {row.original.fullName || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.username}
          </Text>
        </div>
      ),
    }),
    column.accessor('email', {
      header: 'E-mail',
      cell: (c) => (
        <Text size="sm" truncate="end" maw={220} title={c.getValue()}>
          {c.getValue()}
        </Text>
      ),
    }),
    column.display({
      id: 'groups',
      header: 'Groups',
      cell: ({ row }) => (
        <Text
          size="sm"
          c={row.original.groups.length ? undefined : 'dimmed'}
          lineClamp={2}
          miw={100}
          maw={160}
        >
          {row.original.groups.map((g) => g.group).join(', ') || '—'}
        </Text>
      ),
    }),
    column.accessor('role', {
      header: 'Role',
      cell: ({ row }) => <RoleSelect member={row.original} disabled={readOnly} />,
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <Badge variant="light" size="sm" miw={76} color={STATUS_COLORS[c.getValue()]}>
          {STATUS_LABELS[c.getValue()]}
        </Badge>
      ),
    }),
    column.display({
      id: 'verified',
      header: 'Verified',
      cell: ({ row }) => <VerifiedSwitch member={row.original} disabled={readOnly} />,
    }),
    column.accessor('lastLogin', {
      header: 'Last login',
      cell: (c) => (c.getValue() ? dayjs(c.getValue()).format('MMM D, YYYY') : 'Never'),
    }),
    column.display({
      id: 'edit',
      header: '',
      cell: ({ row }) =>
        readOnly ? null : (
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${row.original.fullName || row.original.username}`}
              onClick={() => onEdit(row.original)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        ),
    }),
  ];
}

export function MembersPanel() {
  const toast = useToast();
  const table = useTableState({ filter: 'fullName', dir: 'asc' });
  const [view, setView] = useState<MembersView>('active');
  const [editing, setEditing] = useState<MemberRow | null>(null);
  const [confirming, setConfirming] = useState<BatchAction | null>(null);
  const batch = useBatchMembers();
  const params = useMemo<MembersParams>(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as MembersParams['filter'],
      search: table.search || undefined,
      view,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search, view],
  );
  const query = useMembers(params);
  const columns = useMemo(() => buildColumns(view, setEditing), [view]);
  const ids = [...table.selection].map(String);
  const actions = VIEW_ACTIONS[view];

  async function runBatch(action: BatchAction) {
    const texts = BATCH_TEXTS[action];
    try {
      const res = await batch.mutateAsync({ action, ids });
      toast.success(texts.done(res.changed.length));
      table.clearSelection();
    } catch (err) {
      toast.error(errorMessage(err, texts.error));
    } finally {
      setConfirming(null);
    }
  }

  const texts = confirming ? BATCH_TEXTS[confirming] : null;
  return (
    <>
      <DataTable
        aria-label="Members"
        columns={columns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        selectable={actions.length > 0}
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, MEMBER_ERRORS.fetch) : null}
        onRetry={() => void query.refetch()}
        emptyText={table.search ? 'No member matches your search' : EMPTY_TEXT[view]}
        toolbar={
          <Group>
            {actions.length > 0 && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    variant="light"
                    rightSection={<IconChevronDown size={14} />}
                    disabled={ids.length === 0}
                  >
                    {ids.length > 0 ? `Actions (${ids.length} selected)` : 'Actions'}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {actions.map((action) => (
                    <Menu.Item
                      key={action}
                      color={BATCH_TEXTS[action].danger ? 'red' : undefined}
                      onClick={() => setConfirming(action)}
                    >
                      {BATCH_TEXTS[action].label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            <SegmentedControl
              aria-label="Member status"
              value={view}
              onChange={(v) => {
                setView(v as MembersView);
                table.setPage(0);
                table.clearSelection();
              }}
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
                { value: 'deleted', label: 'Deleted' },
              ]}
            />
          </Group>
        }
      />
      <ConfirmDialog
        opened={!!confirming}
        title={texts?.title ?? ''}
        message={texts?.confirm(ids.length) ?? ''}
        confirmLabel={texts?.label ?? ''}
        danger={texts?.danger}
        loading={batch.isPending}
        onConfirm={() => confirming && void runBatch(confirming)}
        onClose={() => setConfirming(null)}
      />
      <MemberEditModal member={editing} onClose={() => setEditing(null)} />
    </>
  );
}
