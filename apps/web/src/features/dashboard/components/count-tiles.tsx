import { Alert, Button, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';

/**
 * Tiles for the named counts of a dashboard answer, in the order of `labels`; a count the server adds
 * later shows up once it is given a label here. `hints` say what a figure counts, under its label. Every count is
 * of now, and each tile says so (issue 22 item 4: a tile says its period).
 */
export function CountTiles<K extends string>({
  query,
  labels,
  hints = {},
}: {
  query: UseQueryResult<{ counts: Record<K, number> }>;
  labels: Record<K, string>;
  hints?: Partial<Record<K, string>>;
}) {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const keys = Object.keys(labels) as K[];
  if (query.isError) {
    return (
      <Alert color="red" title={t('loadError')} role="alert">
        <Text size="sm" mb="sm">
          {errorMessage(query.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} aria-busy={query.isPending}>
      {keys.map((key) => (
        <Paper key={key} withBorder p="lg" radius="md" component="section" aria-label={labels[key]}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {labels[key]}
          </Text>
          <Text size="xs" c="dimmed" data-testid="count-period">
            {t('now')}
          </Text>
          {query.isPending ? (
            <Skeleton height={34} mt="xs" width="50%" />
          ) : (
            <Text fz={32} fw={700} data-testid={`count-${key}`}>
              {formatNumber(query.data.counts[key], { language: i18n.language as Language })}
            </Text>
          )}
          {hints[key] && (
            <Text size="xs" c="dimmed">
              {hints[key]}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
