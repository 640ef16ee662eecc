import { Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { formatNumber } from '../../lib/format';

/**
 * One figure: its label, the days it covers in words (`period`: "Last 30 days", "Now"; issue 22 item 4: a figure
 * without its period reads as one that never moves), and the value.
 */
export function StatTile({
  label,
  value,
  period,
  hint,
  format,
  loading = false,
  context,
}: {
  label: string;
  /**
   * Where the tile stands, added to its name when the page has another tile of the same label ("Users" for
   * members and for guests: landmarks of one name are indistinguishable, axe's landmark-unique).
   */
  context?: string;
  value: number | undefined;
  period?: string;
  hint?: string;
  /** How the value is written; a count in the reader's language by default. */
  format?: (value: number) => string;
  loading?: boolean;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={context ? `${label}, ${context}` : label}
      aria-busy={loading}
    >
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {period && (
        <Text size="xs" c="dimmed" data-testid="stat-period">
          {period}
        </Text>
      )}
      {loading || value === undefined ? (
        <Skeleton height={34} mt="xs" width="50%" />
      ) : (
        <Text fz={32} fw={700} data-testid="stat-value">
          {format ? format(value) : formatNumber(value, { language })}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
