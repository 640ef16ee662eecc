import { Alert, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CascadeEstimateBody } from '@gathering/contract';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useCascadeEstimate } from '../api/cascade-estimate';
import { CascadeLanguages, formatPrice } from './cascade-languages';

/** "45 s", "12 min", "2 h 5 min": how long a queue of texts or calls takes. */
export function duration(seconds: number): string {
  if (seconds < 90) return `${formatNumber(Math.ceil(seconds))} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${formatNumber(minutes)} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * The review's part for an emergency alert (issue 36 #2): after the push, who the cascade reaches by which
 * channel, each language's text and voice, and the time and cost at the providers' rates, at most (nobody confirms).
 */
export function CascadeReview({ request }: { request: CascadeEstimateBody }) {
  const { t } = useTranslation('notifications');
  const estimate = useCascadeEstimate(request);
  if (estimate.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('alertCascade.counting')}</Text>
      </Group>
    );
  if (estimate.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(estimate.error, t('alertCascade.estimateFailed'))}
      </Alert>
    );
  const e = estimate.data;
  if (!e.applies) return <Text size="sm">{t('alertCascade.off')}</Text>;
  const rows: [string, number][] = [
    [t('alertCascade.reachDevices'), e.reach.devices],
    [t('alertCascade.reachSms'), e.reach.sms],
    [t('alertCascade.reachVoice'), e.reach.voice],
    [t('alertCascade.reachEmailOnly'), e.reach.emailOnly],
    [t('alertCascade.reachUnreachable'), e.reach.unreachable],
  ];
  const price = (v: number) => formatPrice(v, e.cost.currency);
  return (
    <Stack gap="xs">
      <Table withRowBorders={false} verticalSpacing={4} aria-label={t('alertCascade.reachLabel')}>
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
      <CascadeLanguages estimate={e} />
      <Text size="sm">
        {t('alertCascade.messages', {
          texts: formatNumber(e.messages.texts),
          segments: formatNumber(e.messages.segments),
          calls: formatNumber(e.messages.calls),
          emails: formatNumber(e.messages.emails),
        })}
      </Text>
      <Text size="sm">
        {t('alertCascade.cost', {
          total: price(e.cost.total),
          sms: price(e.cost.sms),
          voice: price(e.cost.voice),
        })}
      </Text>
      <Text size="sm">
        {e.time.textsSeconds === null
          ? t('alertCascade.noSmsProvider')
          : t('alertCascade.textsTime', {
              duration: duration(e.time.textsSeconds),
              rate: formatNumber(e.rates.textsPerSecond),
            })}{' '}
        {e.time.callsSeconds === null
          ? t('alertCascade.noVoiceProvider')
          : t('alertCascade.callsTime', {
              duration: duration(e.time.callsSeconds),
              rate: formatNumber(e.rates.callsPerSecond),
            })}
      </Text>
      <Text size="sm" fw={500}>
        {t('alertCascade.cascadeTime', { duration: duration(e.time.cascadeMinutes * 60) })}
      </Text>
    </Stack>
  );
}
