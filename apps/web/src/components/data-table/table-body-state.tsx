import { Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a page loads; as many as a page holds so the layout does not jump. */
export function LoadingRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** A single full-width row for the empty and error states. */
export function MessageRow({
  columns,
  message,
  error,
  onRetry,
}: {
  columns: number;
  message: string;
  error?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Stack align="center" gap="xs" py="lg">
          <Text c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined} ta="center">
            {message}
          </Text>
          {error && onRetry && (
            <Group>
              <Button variant="light" size="xs" onClick={onRetry}>
                {t('actions.retry')}
              </Button>
            </Group>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
