import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationDetail } from '@gathering/contract';
import { formatNumber } from '../../../lib/format';

const share = (part: number, whole: number) => (whole > 0 ? Math.min(100, (part / whole) * 100) : 0);

/**
 * The send as it goes: while SENDING, how many of the addressed devices have an outcome (the detail is re-read
 * every couple of seconds); afterwards how the devices split between delivered, failed and still waiting.
 */
export function DeliveryProgress({ notification }: { notification: NotificationDetail }) {
  const { t } = useTranslation('notifications');
  const { progress, figures, status } = notification;
  if (status === 'SENDING') {
    const value = share(progress.processed, progress.total);
    return (
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {t('detail.sending')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="progress-count">
            {t('detail.processed', {
              processed: formatNumber(progress.processed),
              total: formatNumber(progress.total),
            })}
          </Text>
        </Group>
        <Progress
          value={value}
          striped
          animated
          size="lg"
          aria-label={t('detail.progressLabel')}
          aria-valuetext={`${Math.round(value)}%`}
        />
      </Stack>
    );
  }
  if (figures.recipients === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('detail.outcome')}
      </Text>
      {/* A named group (a bare div may not carry a name), each section a progress bar named by what it counts. */}
      <Progress.Root size="lg" role="group" aria-label={t('detail.outcome')}>
        <Progress.Section
          value={share(figures.delivered, figures.recipients)}
          // White on Mantine's green.9 is 4.36:1, short of AA's 4.5:1 for the count written on it.
          color="color-mix(in srgb, var(--mantine-color-green-9) 80%, black)"
          aria-label={t('figures.delivered')}
        >
          <Progress.Label>{formatNumber(figures.delivered)}</Progress.Label>
        </Progress.Section>
        <Progress.Section
          value={share(figures.failed, figures.recipients)}
          color="red"
          aria-label={t('figures.failed')}
        >
          <Progress.Label>{formatNumber(figures.failed)}</Progress.Label>
        </Progress.Section>
        <Progress.Section
          value={share(figures.pending, figures.recipients)}
          color="gray"
          aria-label={t('figures.pending')}
        >
          <Progress.Label>{formatNumber(figures.pending)}</Progress.Label>
        </Progress.Section>
      </Progress.Root>
    </Stack>
  );
}

/** An alert's acknowledgements against the devices it reached, moving as people confirm it. */
export function AcknowledgedProgress({ notification }: { notification: NotificationDetail }) {
  const { t } = useTranslation('notifications');
  const { acknowledged, delivered } = notification.figures;
  const value = share(acknowledged, delivered);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('figures.acknowledged')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="acknowledged-count">
          {t('detail.acknowledgedOf', {
            acknowledged: formatNumber(acknowledged),
            delivered: formatNumber(delivered),
          })}
        </Text>
      </Group>
      <Progress value={value} color="red" size="lg" aria-label={t('figures.acknowledged')} />
    </Stack>
  );
}
