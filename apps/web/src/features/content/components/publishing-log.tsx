import { Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { usePublishingLog } from '../api/get-publishing-log';
import { formatDate } from './labels';

/** Every state change of the item: when, what and who (the scheduler has no user). */
export function PublishingLog({ id }: { id: string }) {
  const [offset, setOffset] = useState(0);
  const log = usePublishingLog(id, offset);
  let body;
  if (log.isPending) body = <Text c="dimmed">Loading…</Text>;
  else if (log.isError)
    body = <Text c="red">{errorMessage(log.error, 'Error trying to fetch publishing activity')}</Text>;
  else if (log.data.data.length === 0) body = <Text c="dimmed">Nothing to show yet</Text>;
  else
    body = (
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Who</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatDate(row.logged)}</Table.Td>
              <Table.Td>{row.type}</Table.Td>
              <Table.Td>
                {row.name || 'Scheduler'}
                {row.email && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({row.email})
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  const pages = log.data?.meta.pages ?? 0;
  return (
    <Card withBorder padding="lg" component="section" aria-label="Publishing activity">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Publishing activity
        </Title>
        {body}
        {pages > 1 && (
          <Group justify="flex-end">
            <Pagination size="sm" total={pages} value={offset + 1} onChange={(p) => setOffset(p - 1)} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
