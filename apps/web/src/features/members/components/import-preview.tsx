import { Badge, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewResponse } from '@gathering/contract';

const STATUS = {
  new: { label: 'import.statusNew', color: 'green' },
  existing: { label: 'import.statusExisting', color: 'blue' },
  invalid: { label: 'import.statusInvalid', color: 'red' },
} as const;

/** Rows shown in the preview table; the counts cover the whole file. */
export const PREVIEW_ROWS = 100;

/** What the import will do: counts, groups it creates, every invalid row with its reason, the first rows. */
export function ImportPreview({ preview }: { preview: ImportPreviewResponse }) {
  const { t } = useTranslation('members');
  const { summary, rows } = preview;
  const invalid = rows.filter((r) => r.status === 'invalid');
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label={t('import.summaryLabel')}>
        <Badge variant="light" color="gray" size="lg">
          {t('import.rows', { count: summary.total })}
        </Badge>
        <Badge variant="light" color="green" size="lg">
          {t('import.new', { count: summary.new })}
        </Badge>
        <Badge variant="light" color="blue" size="lg">
          {t('import.existing', { count: summary.existing })}
        </Badge>
        <Badge variant="light" color="red" size="lg">
          {t('import.invalid', { count: summary.invalid })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('import.explain')}
        {summary.groupsToCreate.length > 0 &&
          ` ${t('import.groupsToCreate', { groups: summary.groupsToCreate.join(', ') })}`}
      </Text>
      {invalid.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm" c="red">
            {t('import.invalidTitle')}
          </Text>
          <ScrollArea.Autosize mah={180}>
            <Table aria-label={t('import.invalidTable')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.line')}</Table.Th>
                  <Table.Th>{t('import.email')}</Table.Th>
                  <Table.Th>{t('import.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invalid.map((r) => (
                  <Table.Tr key={r.line}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td>{r.email || '—'}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
      <ScrollArea.Autosize mah={260}>
        <Table aria-label={t('import.previewTable')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.line')}</Table.Th>
              <Table.Th>{t('import.name')}</Table.Th>
              <Table.Th>{t('import.email')}</Table.Th>
              <Table.Th>{t('import.groups')}</Table.Th>
              <Table.Th>{t('import.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{`${r.firstName} ${r.lastName}`.trim() || '—'}</Table.Td>
                <Table.Td>{r.email || '—'}</Table.Td>
                <Table.Td>{r.groups.join(', ') || '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} c={STATUS[r.status].color}>
                    {t(STATUS[r.status].label)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {rows.length > PREVIEW_ROWS && (
        <Text size="xs" c="dimmed">
          {t('import.showing', { shown: PREVIEW_ROWS, total: rows.length })}
        </Text>
      )}
    </Stack>
  );
}
