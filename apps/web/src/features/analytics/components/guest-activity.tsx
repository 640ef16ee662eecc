import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/analytics';
import { useGuestActivity } from '../api/get-guest-activity';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

const FIGURES = ['guests', 'active', 'upgraded', 'views', 'conversions'] as const;

/** The community's guests: how many, active this week, signed up, and what they viewed and converted. */
export function GuestActivity() {
  const { t } = useTranslation('analytics');
  const query = useGuestActivity();
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
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            {FIGURES.map((k) => (
              <StatTile
                key={k}
                label={t(`guestActivity.${k}`)}
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
