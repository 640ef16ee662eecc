import { Paper, Stack, Title } from '@mantine/core';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry, CalendarPushEntry } from '@gathering/contract';
import { formatCalendar } from '../../../lib/format';
import { dayKey } from './calendar-grid';
import { ContentEntry } from './content-entry';
import { PushEntries } from './push-entries';

/**
 * The calendar as a list of the days that have something, in order (issue 21: on a phone the month grid's
 * seven columns left each entry a few pixels, "04…"). Each entry is a whole line that wraps.
 */
export function CalendarAgenda({
  days,
  byDay,
  pushes,
}: {
  days: readonly Dayjs[];
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  pushes: ReadonlyMap<string, CalendarPushEntry[]>;
}) {
  const { t } = useTranslation('publishing');
  const busy = days.filter((day) => byDay.has(dayKey(day)) || pushes.has(dayKey(day)));
  if (busy.length === 0) return null;
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label={t('agenda')} style={{ listStyle: 'none' }}>
      {busy.map((day) => {
        const key = dayKey(day);
        return (
          <Paper key={key} component="li" withBorder p="sm" data-testid="agenda-day">
            <Title order={2} size="h6" mb={6}>
              {formatCalendar(day.toDate(), 'day')}
            </Title>
            <Stack gap={4}>
              {(byDay.get(key) ?? []).map((entry) => (
                <ContentEntry key={entry.id} entry={entry} wrap />
              ))}
            </Stack>
            <PushEntries entries={pushes.get(key) ?? []} wrap />
          </Paper>
        );
      })}
    </Stack>
  );
}
