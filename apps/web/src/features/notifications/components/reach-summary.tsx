import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationReach } from '@gathering/contract';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';

/** The server's estimate of who a send reaches, as a small table; its failure is a sentence with a retry. */
export function ReachSummary({
  reach,
  emergency,
}: {
  reach: UseQueryResult<NotificationReach>;
  emergency: boolean;
}) {
  const { t } = useTranslation(['notifications', 'common']);
  if (reach.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('review.reachLoading')}</Text>
      </Group>
    );
  if (reach.isError)
    return (
      <Alert color="red" role="alert" title={t('review.reachFailedTitle')}>
        <Group justify="space-between">
          <Text size="sm">{errorMessage(reach.error, t('review.reachFailed'))}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void reach.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const r = reach.data;
  const devices = r.devices.ios + r.devices.android + r.devices.web;
  const rows: [string, number][] = [
    [t('review.members'), r.members],
    [t('review.guests'), r.guests],
    [t('review.iosDevices'), r.devices.ios],
    [t('review.androidDevices'), r.devices.android],
    [t('review.webDevices'), r.devices.web],
  ];
  if (!emergency && r.quietHours) rows.push([t('review.waiting'), r.waitingForQuietHours]);
  return (
    <>
      <Table withRowBorders={false} verticalSpacing={4} aria-label={t('review.reachLabel')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={600}>
                {formatNumber(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {devices === 0 && (
        <Alert color="yellow" role="alert">
          {t('review.nobody')}
        </Alert>
      )}
      {emergency && r.quietHours && (
        <Text size="sm" c="dimmed">
          {t('review.alertIgnoresQuietHours')}
        </Text>
      )}
      {!emergency && r.waitingForQuietHours > 0 && r.quietHours && (
        <Text size="sm" c="dimmed">
          {t('review.waitingNote', { count: r.waitingForQuietHours, end: r.quietHours.end })}
        </Text>
      )}
    </>
  );
}
