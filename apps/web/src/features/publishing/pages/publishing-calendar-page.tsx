import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@gathering/contract';
import { errorMessage } from '../../../lib/api-client';
import { formatCalendar, formatDate } from '../../../lib/format';
import { usePublishingCalendar } from '../api/get-publishing-calendar';
import { dayKey, rangeOf, visibleDays, type CalendarMode } from '../components/calendar-grid';
import { CalendarAgenda } from '../components/calendar-agenda';
import { ContentEntry } from '../components/content-entry';
import { PushEntries, PushLegend, pushesByDay } from '../components/push-entries';

export function PublishingCalendarPage() {
  const { t } = useTranslation(['publishing', 'common']);
  // On a phone the seven columns leave an entry a few pixels: the same days as an agenda there (issue 21).
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [mode, setMode] = useState<CalendarMode>('month');
  const [anchor, setAnchor] = useState(() => dayjs());
  const days = useMemo(() => visibleDays(anchor, mode), [anchor, mode]);
  const range = useMemo(() => rangeOf(days), [days]);
  const calendar = usePublishingCalendar(range.startDate, range.endDate);

  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEntry[]>();
    for (const entry of calendar.data?.data ?? []) {
      const key = dayKey(entry.publishingOn);
      map.set(key, [...(map.get(key) ?? []), entry]);
    }
    for (const list of map.values()) list.sort((a, b) => a.publishingOn.localeCompare(b.publishingOn));
    return map;
  }, [calendar.data]);

  const step = (delta: 1 | -1) => setAnchor((a) => a.add(delta, mode === 'month' ? 'month' : 'week'));
  const title =
    mode === 'month'
      ? formatCalendar(anchor.toDate(), 'month')
      : t('weekRange', { start: formatDate(days[0].toDate()), end: formatDate(days[6].toDate()) });
  const today = dayKey(dayjs());
  // Scheduled and sent pushes beside the content (issue 11: one calendar).
  const pushes = useMemo(() => pushesByDay(calendar.data?.notifications ?? []), [calendar.data]);
  const total = (calendar.data?.data.length ?? 0) + (calendar.data?.notifications?.length ?? 0);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <SegmentedControl
          aria-label={t('view')}
          value={mode}
          onChange={(v) => setMode(v as CalendarMode)}
          data={[
            { value: 'month', label: t('month') },
            { value: 'week', label: t('week') },
          ]}
        />
      </Group>
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label={t(`previous.${mode}`)} onClick={() => step(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => setAnchor(dayjs())}>
            {t('today')}
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={t(`next.${mode}`)} onClick={() => step(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Text fw={600} size="lg" aria-live="polite">
            {title}
          </Text>
          {calendar.isFetching && <Loader size="xs" aria-label={t('common:shell.loading')} />}
        </Group>
        <Group gap="xs">
          <Badge color="green" variant="filled">
            {t('published')}
          </Badge>
          <Badge color="orange" variant="outline">
            {t('scheduled')}
          </Badge>
          <PushLegend />
        </Group>
      </Group>
      {calendar.isError && (
        <Alert color="red" title={t('error')}>
          <Group justify="space-between">
            <Text>{errorMessage(calendar.error, t('failed'))}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void calendar.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {calendar.isSuccess && total === 0 && (
        <Text c="dimmed" size="sm">
          {t(`empty.${mode}`)}
        </Text>
      )}
      {narrow ? (
        <CalendarAgenda days={days} byDay={byDay} pushes={pushes} />
      ) : (
        <SimpleGrid
          cols={7}
          spacing={0}
          role="group"
          aria-label={t('grid')}
          style={{ border: '1px solid var(--mantine-color-default-border)' }}
        >
          {days.slice(0, 7).map((d) => (
            <Text
              key={d.day()}
              aria-hidden
              ta="center"
              fw={600}
              size="sm"
              py={4}
              bg="var(--mantine-color-gray-1)"
            >
              {formatCalendar(d.toDate(), 'weekday')}
            </Text>
          ))}
          {days.map((day) => {
            const key = dayKey(day);
            const entries = byDay.get(key) ?? [];
            const outside = mode === 'month' && day.month() !== anchor.month();
            return (
              <Box
                key={key}
                role="group"
                aria-label={formatCalendar(day.toDate(), 'day')}
                p={4}
                mih={mode === 'month' ? 110 : 320}
                style={{
                  borderTop: '1px solid var(--mantine-color-default-border)',
                  borderLeft: '1px solid var(--mantine-color-default-border)',
                  background: outside ? 'var(--mantine-color-gray-0)' : undefined,
                }}
              >
                <Text
                  size="xs"
                  fw={key === today ? 700 : 400}
                  c={outside ? 'dimmed' : key === today ? 'blue' : undefined}
                >
                  {day.date()}
                </Text>
                <Stack gap={2}>
                  {entries.map((entry) => (
                    <ContentEntry key={entry.id} entry={entry} />
                  ))}
                </Stack>
                <PushEntries entries={pushes.get(key) ?? []} />
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
