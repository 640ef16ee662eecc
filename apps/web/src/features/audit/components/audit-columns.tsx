import { Badge, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AuditRow } from '@gathering/contract';
import { formatDateTime } from '../../../lib/format';

const column = createColumnHelper<AuditRow>();

/** A value of the trail as text: short, one line, objects as JSON. */
const shown = (v: unknown) => {
  if (v === null || v === undefined || v === '') return '—';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** The action in words when the catalogue has it ("members.update" → "Member edited"), else its name. */
export const actionLabel = (t: TFunction<'audit'>, action: string) =>
  t(`actions.${action}` as 'actions.members.update', { defaultValue: action });

const ROLES = ['ADMIN', 'PLATFORM_ADMIN', 'SYSTEM', 'USER', 'UNKNOWN', 'MEMBER'] as const;
const roleLabel = (t: TFunction<'audit'>, role: string) =>
  (ROLES as readonly string[]).includes(role) ? t(`roles.${role as (typeof ROLES)[number]}`) : role;

/** The trail's columns; `communityName` adds the community (the platform's view). */
export function auditColumns(t: TFunction<'audit'>, communityName?: (id: string | null) => string) {
  return [
    // The trail is ordered by time only (either way): the other columns are not sort keys.
    column.accessor('at', { header: t('columns.when'), cell: (c) => formatDateTime(c.getValue()) }),
    ...(communityName
      ? [
          column.accessor('communityId', {
            header: t('columns.community'),
            enableSorting: false,
            cell: (c) => communityName(c.getValue()),
          }),
        ]
      : []),
    column.accessor('actorName', {
      header: t('columns.person'),
      enableSorting: false,
      cell: ({ row }) => (
        <Stack gap={2}>
          <Text size="sm">{row.original.actorName ?? t('system')}</Text>
          <Badge variant="light" size="xs" color="gray">
            {roleLabel(t, row.original.actorRole)}
          </Badge>
        </Stack>
      ),
    }),
    column.accessor('action', {
      header: t('columns.action'),
      enableSorting: false,
      cell: ({ row }) => (
        <Stack gap={2}>
          <Text size="sm">{actionLabel(t, row.original.action)}</Text>
          <Text size="xs" c="dimmed">
            {row.original.action}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'target',
      header: t('columns.target'),
      cell: ({ row }) =>
        row.original.targetKind ? (
          <Text size="xs" style={{ wordBreak: 'break-all' }}>
            {row.original.targetKind}
            {row.original.targetId ? ` · ${row.original.targetId}` : ''}
          </Text>
        ) : (
          '—'
        ),
    }),
    column.display({
      id: 'changes',
      header: t('columns.changes'),
      cell: ({ row }) => {
        const changes = Object.entries(row.original.changes ?? {});
        const details = Object.entries(row.original.details ?? {});
        if (!changes.length && !details.length) return '—';
        return (
          <Stack gap={2}>
            {changes.map(([field, c]) => (
              <Text size="xs" key={field} style={{ wordBreak: 'break-word' }}>
                {t('change', { field, before: shown(c.before), after: shown(c.after) })}
              </Text>
            ))}
            {details.map(([key, v]) => (
              <Text size="xs" c="dimmed" key={key} style={{ wordBreak: 'break-word' }}>
                {key}: {shown(v)}
              </Text>
            ))}
          </Stack>
        );
      },
    }),
    column.display({
      id: 'from',
      header: t('columns.from'),
      cell: ({ row }) => (
        <Stack gap={2}>
          <Text size="xs">{row.original.ip ?? '—'}</Text>
          {row.original.requestId && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {t('requestId', { id: row.original.requestId })}
            </Text>
          )}
        </Stack>
      ),
    }),
  ];
}
