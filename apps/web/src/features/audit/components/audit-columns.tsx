import { Badge, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AuditRow } from '@gathering/contract';
import { formatDateTime } from '../../../lib/format';
import { actionLabel, changeLines, detailLines, targetText, type Shown } from './audit-words';

const column = createColumnHelper<AuditRow>();

const ROLES = ['ADMIN', 'PLATFORM_ADMIN', 'SYSTEM', 'USER', 'UNKNOWN', 'MEMBER'] as const;
const roleLabel = (t: TFunction<'audit'>, role: string) =>
  (ROLES as readonly string[]).includes(role) ? t(`roles.${role as (typeof ROLES)[number]}`) : role;

/** A value in words; the id behind a name is its hover, never its text. */
function Value({ value }: { value: Shown }) {
  return value.ids ? <span title={value.ids}>{value.text}</span> : <>{value.text}</>;
}

/** The changes field by field (label: before → after), then the other facts (label: value). */
function Changes({ t, row }: { t: TFunction<'audit'>; row: AuditRow }) {
  const changes = changeLines(t, row);
  const details = detailLines(t, row);
  if (!changes.length && !details.length) return <>—</>;
  return (
    <Stack gap={2}>
      {changes.map((c) => (
        <Text size="xs" key={c.key} style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="xs">
            {t('labelled', { label: c.label })}
          </Text>{' '}
          {c.before.text === '—' ? (
            <Value value={c.after} />
          ) : (
            <>
              <Value value={c.before} /> → <Value value={c.after} />
            </>
          )}
        </Text>
      ))}
      {details.map((d) => (
        <Text size="xs" c="dimmed" key={d.key} style={{ wordBreak: 'break-word' }}>
          {t('labelled', { label: d.label })} <Value value={d.value} />
        </Text>
      ))}
    </Stack>
  );
}

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
          <Text size="sm" title={row.original.actorId ?? undefined}>
            {row.original.actorName ?? t('system')}
          </Text>
          <Badge variant="light" size="xs" color="gray">
            {roleLabel(t, row.original.actorRole)}
          </Badge>
        </Stack>
      ),
    }),
    column.accessor('action', {
      header: t('columns.action'),
      enableSorting: false,
      // The code name is the hover: the words are what a person reads.
      cell: ({ row }) => (
        <Text size="sm" title={row.original.action}>
          {actionLabel(t, row.original.action)}
        </Text>
      ),
    }),
    column.display({
      id: 'target',
      header: t('columns.target'),
      cell: ({ row }) => {
        const target = targetText(t, row.original);
        return target ? (
          <Text size="xs" style={{ wordBreak: 'break-word' }}>
            <Value value={target} />
          </Text>
        ) : (
          '—'
        );
      },
    }),
    column.display({
      id: 'changes',
      header: t('columns.changes'),
      cell: ({ row }) => <Changes t={t} row={row.original} />,
    }),
    column.display({
      id: 'from',
      header: t('columns.from'),
      cell: ({ row }) => (
        <Stack gap={2}>
          <Text size="xs" title={row.original.userAgent ?? undefined}>
            {row.original.ip ?? '—'}
          </Text>
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
