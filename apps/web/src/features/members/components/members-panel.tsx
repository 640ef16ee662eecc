import { ActionIcon, Badge, Button, Group, Menu, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconAddressBook, IconChevronDown, IconPencil } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useBatchMembers, type BatchAction } from '../api/batch-members';
import { membersQuery } from '../api/get-members';
import type { MembersView } from '../api/keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RoleSelect, VerifiedSwitch } from './member-controls';
import { MemberContactsModal } from './member-contacts-modal';
import { MemberEditModal } from './member-edit-modal';
import { STATUS_COLORS } from './member-texts';

/** The batch actions that make sense for the members of each view. */
export const VIEW_ACTIONS: Record<MembersView, BatchAction[]> = {
  active: ['deactivate', 'verify', 'destroy'],
  inactive: ['activate', 'destroy'],
  deleted: [],
};

const column = createColumnHelper<MemberRow>();

/** A deleted member's identity is erased (the server keeps a placeholder address): show what they are instead. */
const isErased = (m: MemberRow) => m.isDeleted || m.status === 'DELETED';

function buildColumns(
  t: TFunction<'members'>,
  view: MembersView,
  onEdit: (m: MemberRow) => void,
  onContacts: (m: MemberRow) => void,
) {
  const readOnly = view === 'deleted';
  return [
    // Name and username share a column so the whole row fits a laptop screen; sorted by full name.
    column.accessor('fullName', {
      header: t('columns.name'),
      cell: ({ row }) =>
        isErased(row.original) ? (
          <Text size="sm" c="dimmed">
            {t('deletedMember')}
          </Text>
        ) : (
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
      header: t('columns.email'),
      cell: (c) =>
        isErased(c.row.original) ? (
          '—'
        ) : (
          <Text size="sm" truncate="end" maw={220} title={c.getValue()}>
            {c.getValue()}
          </Text>
        ),
    }),
    column.display({
      id: 'groups',
      header: t('columns.groups'),
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
      header: t('columns.role'),
      cell: ({ row }) => <RoleSelect member={row.original} disabled={readOnly} />,
    }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (c) => (
        <Badge variant="light" size="sm" miw={76} color={STATUS_COLORS[c.getValue()]}>
          {t(`status.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'verified',
      header: t('columns.verified'),
      cell: ({ row }) => <VerifiedSwitch member={row.original} disabled={readOnly} />,
    }),
    column.accessor('lastLogin', {
      header: t('columns.lastLogin'),
      cell: (c) => formatDate(c.getValue()) || t('never'),
    }),
    column.display({
      id: 'edit',
      header: '',
      cell: ({ row }) =>
        readOnly ? null : (
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('editNamed', { name: row.original.fullName || row.original.username })}
                onClick={() => onEdit(row.original)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('contacts.open')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('contacts.openNamed', { name: row.original.fullName || row.original.username })}
                onClick={() => onContacts(row.original)}
              >
                <IconAddressBook size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
    }),
  ];
}

export function MembersPanel() {
  const { t } = useTranslation('members');
  const toast = useToast();
  const [view, setView] = useState<MembersView>('active');
  const [editing, setEditing] = useState<MemberRow | null>(null);
  const [contactsOf, setContactsOf] = useState<MemberRow | null>(null);
  const [confirming, setConfirming] = useState<BatchAction | null>(null);
  const batch = useBatchMembers();
  const list = usePagedList({ filter: 'fullName', dir: 'asc' }, (page) => membersQuery({ ...page, view }));
  const columns = useMemo(() => buildColumns(t, view, setEditing, setContactsOf), [t, view]);
  const ids = [...list.table.selection].map(String);
  const actions = VIEW_ACTIONS[view];

  async function runBatch(action: BatchAction) {
    try {
      const res = await batch.mutateAsync({ action, ids });
      const count = res.changed.length;
      toast.success(
        action === 'verify' && count === 0
          ? t('batch.verify.doneNone')
          : t(`batch.${action}.done`, { count }),
      );
      list.table.clearSelection();
    } catch (err) {
      toast.error(errorMessage(err, t(`batch.${action}.error`)));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <PagedTable
        aria-label={t('tableLabel')}
        columns={columns}
        list={list}
        selectable={actions.length > 0}
        errorText={t('errors.fetch')}
        emptyText={list.table.search ? t('noMatch') : t(`empty.${view}`)}
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
                    {ids.length > 0 ? t('actionsSelected', { count: ids.length }) : t('actions')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {actions.map((action) => (
                    <Menu.Item
                      key={action}
                      color={action === 'destroy' ? 'red' : undefined}
                      onClick={() => setConfirming(action)}
                    >
                      {t(`batch.${action}.label`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            <SegmentedControl
              aria-label={t('statusLabel')}
              value={view}
              onChange={(v) => {
                setView(v as MembersView);
                list.table.setPage(0);
                list.table.clearSelection();
              }}
              data={[
                { value: 'active', label: t('views.active') },
                { value: 'inactive', label: t('views.inactive') },
                { value: 'deleted', label: t('views.deleted') },
              ]}
            />
          </Group>
        }
      />
      <ConfirmDialog
        opened={!!confirming}
        title={confirming ? t(`batch.${confirming}.title`) : ''}
        message={confirming ? t(`batch.${confirming}.confirm`, { count: ids.length }) : ''}
        confirmLabel={confirming ? t(`batch.${confirming}.label`) : ''}
        danger={confirming === 'destroy'}
        loading={batch.isPending}
        onConfirm={() => confirming && void runBatch(confirming)}
        onClose={() => setConfirming(null)}
      />
      <MemberEditModal member={editing} onClose={() => setEditing(null)} />
      <MemberContactsModal member={contactsOf} onClose={() => setContactsOf(null)} />
    </>
  );
}
