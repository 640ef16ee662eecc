import { Group, Loader, SegmentedControl, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromRangeParam, needsRange, toRangeParam, type PeriodValue } from '../../../api/analytics-period';
import type { DateRange } from '../../../components/date-picker';

/*
 * The calendar (Mantine's dates, about 20 KB compressed) only when a range is chosen: the filter is on the dashboard,
 * whose code a person signing in waits for (issue 40 #1). A range is chosen later, by when the console has usually
 * loaded the navigation's screens (app/routes/prefetch-screens.ts), the audit trail's calendar among them.
 */
const DateRangePicker = lazy(() =>
  import('../../../components/date-picker/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

type FilterLabel = 'WEEK' | 'MONTH' | 'QUARTER' | 'YEAR' | 'LIFETIME' | 'ALL' | 'RANGE' | 'CUSTOM';

export interface PeriodFilterProps<F extends string> {
  /** The filter values offered, in order (e.g. the contract's TIME_FILTERS or PERIODS). */
  options: readonly F[];
  value: PeriodValue<F>;
  onChange: (value: PeriodValue<F>) => void;
  /** Segmented buttons (default up to 5 options, on a screen wider than a phone) or a select (more, or a phone). */
  variant?: 'segmented' | 'select';
}

/**
 * The period of an analytics screen. Choosing RANGE/CUSTOM shows a range picker; the value gets its
 * `range=YYYY-MM-DD,YYYY-MM-DD` once both days are picked (until then `range` is absent: see isPeriodReady).
 */
export function PeriodFilter<F extends string>({ options, value, onChange, variant }: PeriodFilterProps<F>) {
  const { t, i18n } = useTranslation('analytics');
  const labelId = useId();
  const [days, setDays] = useState<DateRange>(() => fromRangeParam(value.range));
  const data = options.map((option) => ({ value: option, label: t(`filters.${option as FilterLabel}`) }));
  const select = (filter: string | null) => {
    if (!filter) return;
    const keep = needsRange(filter) && days[0] && days[1] ? toRangeParam(days[0], days[1]) : undefined;
    onChange({ filter: filter as F, range: keep });
  };
  const pick = (next: DateRange) => {
    setDays(next);
    onChange({
      filter: value.filter,
      range: next[0] && next[1] ? toRangeParam(next[0], next[1]) : undefined,
    });
  };
  // Five segments ("Last 365 days"…) are ~540 px wide: on a phone the page would scroll sideways, so a select there.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const segmented = (variant ?? (options.length <= 5 && !phone ? 'segmented' : 'select')) === 'segmented';

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {segmented ? (
        <div>
          <Text component="span" size="sm" fw={500} id={labelId} display="block" mb={4}>
            {t('filters.label')}
          </Text>
          <SegmentedControl aria-labelledby={labelId} data={data} value={value.filter} onChange={select} />
        </div>
      ) : (
        <Select
          label={t('filters.label')}
          data={data}
          value={value.filter}
          onChange={select}
          allowDeselect={false}
          w={220}
        />
      )}
      {needsRange(value.filter) && (
        <Suspense fallback={<Loader size="sm" aria-label={t('filters.range')} />}>
          <DateRangePicker
            label={t('filters.range')}
            placeholder={t('filters.rangePlaceholder')}
            value={days}
            onChange={pick}
            maxDate={new Date()}
            // Day, month, year in the reader's order ("Nov 1, 2026" / "1 nov. 2026"), as lib/format writes dates.
            valueFormat={i18n.language === 'fr' ? 'D MMM YYYY' : 'MMM D, YYYY'}
            w={280}
            description={!(days[0] && days[1]) ? t('filters.rangeHint') : undefined}
          />
        </Suspense>
      )}
    </Group>
  );
}
