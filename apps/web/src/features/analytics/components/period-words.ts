import { useTranslation } from 'react-i18next';
import { needsRange, type PeriodValue } from '../../../api/analytics-period';
import { formatChartX } from '../../../components/charts';

/**
 * A period in words, as a tile says which days its figure covers (issue 22 item 4): the filter's own label ("Last
 * 30 days", "Lifetime"), or the picked days of a range ("From Nov 1, 2026 to Nov 10, 2026"). The same words as the
 * period control, so a reader sees at once that the tile follows it.
 */
export function usePeriodWords(value: PeriodValue): string {
  const { t } = useTranslation('analytics');
  if (needsRange(value.filter)) {
    const [from, to] = (value.range ?? '').split(',');
    return from && to
      ? t('covers', { from: formatChartX(from), to: formatChartX(to) })
      : t(`filters.${value.filter as 'RANGE'}`);
  }
  return t(`filters.${value.filter as 'WEEK'}`);
}
