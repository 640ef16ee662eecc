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
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CalendarEntry, FeedItemType } from '@gathering/contract';
import { errorMessage } from '../../../lib/api-client';
import { usePublishingCalendar } from '../api/get-publishing-calendar';
import { dayKey, rangeOf, visibleDays, type CalendarMode } from '../components/calendar-grid';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// The console path of each kind (the calendar only links to it).
const KIND_PATH: Record<FeedItemType, string> = {
  NewsItem: 'news',
  EventItem: 'events',
  JobItem: 'jobs',
  FormItem: 'forms',
  DocumentItem: 'documents',
};

export function PublishingCalendarPage() {
  const navigate = useNavigate();
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
      ? anchor.format('MMMM YYYY')
      : `${days[0].format('MMM D')} – ${days[6].format('MMM D, YYYY')}`;
  const today = dayKey(dayjs());
  const total = calendar.data?.data.length ?? 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Publishing</Title>
        <SegmentedControl
          aria-label="Calendar view"
          value={mode}
          onChange={(v) => setMode(v as CalendarMode)}
          data={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
          ]}
        />
      </Group>
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label={`Previous ${mode}`} onClick={() => step(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => setAnchor(dayjs())}>
            Today
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={`Next ${mode}`} onClick={() => step(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Text fw={600} size="lg" aria-live="polite">
            {title}
          </Text>
          {calendar.isFetching && <Loader size="xs" aria-label="Loading" />}
        </Group>
        <Group gap="xs">
          <Badge color="green" variant="filled">
            Published
          </Badge>
          <Badge color="orange" variant="outline">
            Scheduled
          </Badge>
        </Group>
      </Group>
      {calendar.isError && (
        <Alert color="red" title="Error">
          <Group justify="space-between">
            <Text>{errorMessage(calendar.error, 'Error trying to fetch the publishing calendar')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void calendar.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {calendar.isSuccess && total === 0 && (
        <Text c="dimmed" size="sm">
          Nothing is published or scheduled in this {mode}.
        </Text>
      )}
      <SimpleGrid
        cols={7}
        spacing={0}
        role="grid"
        aria-label="Publishing calendar"
        style={{ border: '1px solid var(--mantine-color-default-border)' }}
      >
        {WEEKDAYS.map((d) => (
          <Text
            key={d}
            role="columnheader"
            ta="center"
            fw={600}
            size="sm"
            py={4}
            bg="var(--mantine-color-gray-1)"
          >
            {d}
          </Text>
        ))}
        {days.map((day) => {
          const key = dayKey(day);
          const entries = byDay.get(key) ?? [];
          const outside = mode === 'month' && day.month() !== anchor.month();
          return (
            <Box
              key={key}
              role="gridcell"
              aria-label={day.format('dddd, MMMM D, YYYY')}
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
                {entries.map((entry) => {
                  const scheduled = entry.status === 'SCHEDULED';
                  return (
                    <UnstyledButton
                      key={entry.id}
                      data-testid="calendar-entry"
                      data-status={entry.status}
                      title={`${entry.displayType}: ${entry.heading} — ${scheduled ? 'scheduled' : 'published'} ${dayjs(entry.publishingOn).format('h:mm A')}`}
                      onClick={() => navigate(`/admin/${KIND_PATH[entry.baseType]}/${entry.id}`)}
                      px={4}
                      style={{
                        borderRadius: 4,
                        fontSize: 12,
                        lineHeight: 1.4,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        color: scheduled ? 'var(--mantine-color-orange-9)' : 'white',
                        background: scheduled
                          ? 'var(--mantine-color-orange-0)'
                          : 'var(--mantine-color-green-7)',
                        border: scheduled
                          ? '1px dashed var(--mantine-color-orange-6)'
                          : '1px solid transparent',
                      }}
                    >
                      {dayjs(entry.publishingOn).format('h:mm A')} {entry.heading}
                    </UnstyledButton>
                  );
                })}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export default PublishingCalendarPage;
