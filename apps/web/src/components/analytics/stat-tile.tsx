import { Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { formatNumber } from '../../lib/format';

/** One figure: its label, the value, and (when given) how many of it came in the last 7 days. */
export function StatTile({
  label,
  value,
  weeklyChange,
  hint,
  format,
  loading = false,
}: {
  label: string;
  value: number | undefined;
  weeklyChange?: number;
  hint?: string;
  /** How the value is written; a count in the reader's language by default. */
  format?: (value: number) => string;
  loading?: boolean;
}) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language as Language;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={label} aria-busy={loading}>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {loading || value === undefined ? (
        <Skeleton height={34} mt="xs" width="50%" />
      ) : (
        <Text fz={32} fw={700} data-testid="stat-value">
          {format ? format(value) : formatNumber(value, { language })}
        </Text>
      )}
      {!loading && weeklyChange !== undefined && (
        <Text size="sm" c={weeklyChange > 0 ? 'teal.7' : 'dimmed'} data-testid="stat-change">
          {weeklyChange > 0
            ? t('tile.weeklyChange', {
                count: weeklyChange,
                formatted: formatNumber(weeklyChange, { language }),
              })
            : t('tile.noWeeklyChange')}
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
