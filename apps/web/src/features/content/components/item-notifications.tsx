import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useItemNotifications } from '../api/get-item-notifications';

/** The content detail's notifications view: each push sent for the item, when it went out and how many opened it. */
export function ItemNotifications({ id }: { id: string }) {
  const { t } = useTranslation(['notifications', 'common']);
  const query = useItemNotifications(id);
  let body;
  if (query.isPending) body = <Text c="dimmed">{t('common:states.loading')}</Text>;
  else if (query.isError) body = <Text c="red">{errorMessage(query.error, t('itemView.failed'))}</Text>;
  else if (query.data.data.length === 0) body = <Text c="dimmed">{t('itemView.none')}</Text>;
  else
    body = (
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.title')}</Table.Th>
            <Table.Th>{t('compose.body')}</Table.Th>
            <Table.Th>{t('columns.sentOn')}</Table.Th>
            <Table.Th>{t('itemView.conversions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.data.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/notifications/${n.id}`}>
                  {n.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{n.body}</Table.Td>
              <Table.Td>{n.deliveredOn ? formatDateTime(n.deliveredOn) : t('itemView.notYet')}</Table.Td>
              <Table.Td>{formatNumber(n.conversions)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('itemView.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('itemView.title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
