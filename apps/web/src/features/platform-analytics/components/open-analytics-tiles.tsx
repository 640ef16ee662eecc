import { SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/charts';
import { useOpenAnalytics } from '../api/get-open-analytics';
import type { PeriodParams } from '../api/period';
import { LoadFailure, useFailureToast } from './load-failure';

// Spec 001 §3 "Open (guest) analytics tiles", in the spec's order.
const TILES = ['guests', 'upgraded', 'views', 'conversions'] as const;

export function OpenAnalyticsTiles({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('platform-analytics');
  const id = useId();
  const query = useOpenAnalytics(period);
  useFailureToast(query, t('errors.open'));
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {t('open.title')}
      </Title>
      {query.isError ? (
        <LoadFailure query={query} fallback={t('errors.open')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          {TILES.map((key) => (
            <StatTile
              key={key}
              label={t(`open.${key}`)}
              // The overview above has tiles of the same names (Views, Conversions): these say whose they are.
              context={t('open.title')}
              value={query.data?.[key]}
              loading={query.isPending}
            />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
