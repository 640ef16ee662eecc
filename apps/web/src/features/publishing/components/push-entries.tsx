import { Badge, Stack, UnstyledButton } from '@mantine/core';
import { IconBell, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CalendarPushEntry } from '@gathering/contract';
import { formatTime } from '../../../lib/format';
import { dayKey } from './calendar-grid';

/** The calendar's push entries by local day, each day's in time order. */
export function pushesByDay(list: readonly CalendarPushEntry[]): Map<string, CalendarPushEntry[]> {
  const map = new Map<string, CalendarPushEntry[]>();
  for (const entry of list) {
    const key = dayKey(entry.publishingOn);
    map.set(key, [...(map.get(key) ?? []), entry]);
  }
  for (const day of map.values()) day.sort((a, b) => a.publishingOn.localeCompare(b.publishingOn));
  return map;
}

/** The legend's entry for pushes, beside Published and Scheduled. */
export function PushLegend() {
  const { t } = useTranslation('notifications');
  return (
    <Badge color="violet" variant="light" leftSection={<IconBell size={12} />}>
      {t('calendar.legend')}
    </Badge>
  );
}

/**
 * One day's pushes beside its content (issue 11, one calendar): a bell, the time and the title, in violet (red for
 * an emergency alert), a repeat mark for an occurrence of a recurring send; each opens the notification's detail.
 */
export function PushEntries({
  entries,
  wrap = false,
}: {
  entries: readonly CalendarPushEntry[];
  /** In the agenda: the whole title, wrapping, never cut. */
  wrap?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  if (entries.length === 0) return null;
  return (
    <Stack gap={2} mt={2}>
      {entries.map((entry) => {
        const time = formatTime(entry.publishingOn);
        const alert = entry.kind === 'EMERGENCY';
        const color = alert ? 'red' : 'violet';
        return (
          <UnstyledButton
            key={entry.id}
            data-testid="calendar-push"
            data-status={entry.status}
            title={t('calendar.entry', { title: entry.heading, time })}
            onClick={() => navigate(`/admin/notifications/${entry.id}`)}
            px={wrap ? 8 : 4}
            py={wrap ? 4 : 0}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 4,
              borderRadius: 4,
              minHeight: 24,
              fontSize: wrap ? 14 : 12,
              lineHeight: 1.4,
              overflow: 'hidden',
              overflowWrap: 'anywhere',
              whiteSpace: wrap ? 'normal' : 'nowrap',
              color: `var(--mantine-color-${color}-9)`,
              background: `var(--mantine-color-${color}-0)`,
              border: `1px solid var(--mantine-color-${color}-3)`,
            }}
          >
            <IconBell size={12} style={{ flex: 'none' }} />
            {entry.seriesId && <IconRepeat size={12} style={{ flex: 'none' }} />}
            <span style={{ overflow: 'hidden', textOverflow: wrap ? undefined : 'ellipsis' }}>
              {time} {entry.heading}
            </span>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
