import { Alert, Button, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';

/**
 * Tiles for the named counts of a dashboard answer, in the order of `labels`; a count the server adds
 * later shows up once it is given a label here.
 */
export function CountTiles<K extends string>({
  query,
  labels,
}: {
  query: UseQueryResult<{ counts: Record<K, number> }>;
  labels: Record<K, string>;
}) {
  const keys = Object.keys(labels) as K[];
  if (query.isError) {
    return (
      <Alert color="red" title="The figures could not be loaded" role="alert">
        <Text size="sm" mb="sm">
          {errorMessage(query.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
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
          {query.isPending ? (
            <Skeleton height={34} mt="xs" width="50%" />
          ) : (
            <Text fz={32} fw={700} data-testid={`count-${key}`}>
              {query.data.counts[key].toLocaleString('en-CA')}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
