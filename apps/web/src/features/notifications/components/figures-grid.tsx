import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationDetail } from '@gathering/contract';
import { formatNumber } from '../../../lib/format';
import { formatRate } from './labels';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** Delivered, failed, opened and the conversion rate (opened / delivered); acknowledged for an alert. */
export function FiguresGrid({ notification }: { notification: NotificationDetail }) {
  const { t } = useTranslation('notifications');
  const f = notification.figures;
  const alert = notification.kind === 'EMERGENCY';
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: alert ? 6 : 5 }}>
      <Figure label={t('figures.recipients')} value={formatNumber(f.recipients)} testId="figure-recipients" />
      <Figure label={t('figures.delivered')} value={formatNumber(f.delivered)} testId="figure-delivered" />
      <Figure label={t('figures.failed')} value={formatNumber(f.failed)} testId="figure-failed" />
      <Figure label={t('figures.opened')} value={formatNumber(f.opened)} testId="figure-opened" />
      <Figure label={t('figures.conversionRate')} value={formatRate(f.conversionRate)} testId="figure-rate" />
      {alert && (
        <Figure
          label={t('figures.acknowledged')}
          value={formatNumber(f.acknowledged)}
          testId="figure-acknowledged"
        />
      )}
    </SimpleGrid>
  );
}
