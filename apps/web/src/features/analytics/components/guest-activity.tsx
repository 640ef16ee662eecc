import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/charts';
import { useGuestActivity } from '../api/get-guest-activity';
import type { SeriesPeriod } from '../api/types';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

const PERIOD_FIGURES = ['active', 'upgraded', 'views', 'conversions'] as const;

/**
 * The community's guests: how many now (the dashboard's "Guests", so it says "Now"), and over the page's period the
 * guests who opened the app, signed up, and what they viewed and converted.
 */
export function GuestActivity({
  period,
  words,
  ready,
}: {
  period: SeriesPeriod;
  words: string;
  ready: boolean;
}) {
  const { t } = useTranslation('analytics');
  const query = useGuestActivity(period, ready);
  useFailureToast(query.error, query.errorUpdatedAt, t('errors.fetchGuestActivityFailed'));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('guestActivity.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('guestActivity.title')}
        </Title>
        {query.isError ? (
          <SectionError
            error={query.error}
            fallback={t('errors.fetchGuestActivityFailed')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 5 }}>
            <StatTile
              label={t('guestActivity.guests')}
              period={t('tile.now')}
              hint={t('guestActivity.guestsHint')}
              value={query.data?.guests}
              loading={query.isPending}
            />
            {PERIOD_FIGURES.map((k) => (
              <StatTile
                key={k}
                label={t(`guestActivity.${k}`)}
                period={words}
                value={query.data?.[k]}
                loading={query.isPending}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
