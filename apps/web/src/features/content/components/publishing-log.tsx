import { Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { usePublishingLog } from '../../../api/get-publishing-log';
import { dateTimeOrDash } from './labels';

const PAGE_SIZE = 7;

/** Every state change of the item: when, what and who (the scheduler has no user). */
export function PublishingLog({ id }: { id: string }) {
  const { t } = useTranslation(['content', 'common']);
  const [offset, setOffset] = useState(0);
  const log = usePublishingLog(id, offset, PAGE_SIZE);
  let body;
  if (log.isPending) body = <Text c="dimmed">{t('common:states.loading')}</Text>;
  else if (log.isError) body = <Text c="red">{errorMessage(log.error, t('log.failed'))}</Text>;
  else if (log.data.data.length === 0) body = <Text c="dimmed">{t('log.nothing')}</Text>;
  else
    body = (
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('log.when')}</Table.Th>
            <Table.Th>{t('log.what')}</Table.Th>
            <Table.Th>{t('log.who')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{dateTimeOrDash(row.logged)}</Table.Td>
              <Table.Td>{t(`logActions.${row.type}`)}</Table.Td>
              <Table.Td>
                {row.name || t('log.scheduler')}
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
    <Card withBorder padding="lg" component="section" aria-label={t('log.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('log.title')}
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
