import { Badge, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ImportPreviewResponse } from '@gathering/contract';

const STATUS = {
  new: { label: 'New', color: 'green' },
  existing: { label: 'Existing', color: 'blue' },
  invalid: { label: 'Invalid', color: 'red' },
} as const;

/** Rows shown in the preview table; the counts cover the whole file. */
export const PREVIEW_ROWS = 100;

/** What the import will do: counts, groups it creates, every invalid row with its reason, the first rows. */
export function ImportPreview({ preview }: { preview: ImportPreviewResponse }) {
  const { summary, rows } = preview;
  const invalid = rows.filter((r) => r.status === 'invalid');
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label="Import summary">
        <Badge variant="light" color="gray" size="lg">
          {summary.total} rows
        </Badge>
        <Badge variant="light" color="green" size="lg">
          {summary.new} new
        </Badge>
        <Badge variant="light" color="blue" size="lg">
          {summary.existing} existing
        </Badge>
        <Badge variant="light" color="red" size="lg">
          {summary.invalid} invalid
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        New members are created; existing members (same e-mail) get the names and groups of the file. Invalid
        rows are skipped.
        {summary.groupsToCreate.length > 0 &&
          ` These groups will be created: ${summary.groupsToCreate.join(', ')}.`}
      </Text>
      {invalid.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm" c="red">
            Rows that will not be imported
          </Text>
          <ScrollArea.Autosize mah={180}>
            <Table aria-label="Invalid rows" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Reason</Table.Th>
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
        <Table aria-label="Import preview" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Groups</Table.Th>
              <Table.Th>Result</Table.Th>
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
                    {STATUS[r.status].label}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {rows.length > PREVIEW_ROWS && (
        <Text size="xs" c="dimmed">
          Showing the first {PREVIEW_ROWS} of {rows.length} rows.
        </Text>
      )}
    </Stack>
  );
}
