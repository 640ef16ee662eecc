import { Chip, Group, Radio, Select, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker';
import { TimePicker } from '../../../components/time-picker';
import {
  WEEKDAYS,
  type RepeatFrequency,
  type ScheduleDraft,
  type ScheduleMode,
  type Weekday,
} from './schedule-model';

const MODES: ScheduleMode[] = ['now', 'at', 'local'];
const REPEATS: RepeatFrequency[] = ['NONE', 'DAILY', 'WEEKLY', 'MONTHLY'];

/**
 * When to send: now, at a day and time in a chosen zone, or at a day and time each recipient reaches in their own
 * zone; optionally repeating (daily, weekly on chosen days, monthly) until a last day.
 */
export function SchedulePicker({
  value,
  onChange,
  error,
  now = () => new Date(),
}: {
  value: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  error?: string;
  /** Clock for "today"; tests pin it. */
  now?: () => Date;
}) {
  const { t } = useTranslation('notifications');
  const set = (patch: Partial<ScheduleDraft>) => onChange({ ...value, ...patch });
  const today = dayjs(now()).startOf('day').toDate();
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('schedule.when')}
        value={value.mode}
        onChange={(mode) =>
          // The zone belongs to "at a set time" only: each recipient's own zone decides the other way.
          set({ mode: mode as ScheduleMode, time: value.time && { date: value.time.date } })
        }
      >
        <Stack gap="xs" mt="xs">
          {MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`schedule.modes.${mode}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {value.mode !== 'now' && (
        <>
          <Group align="flex-end">
            <DatePicker
              label={t('schedule.day')}
              placeholder={t('schedule.pickDay')}
              value={value.day}
              minDate={today}
              onChange={(day) => set({ day })}
              w={180}
            />
            <TimePicker
              label={t('schedule.time')}
              title={t('schedule.timeTitle')}
              value={value.time}
              onChange={(time) => set({ time })}
              withZone={value.mode === 'at'}
              now={now}
            />
          </Group>
          {value.mode === 'local' && (
            <Text size="sm" c="dimmed">
              {t('schedule.localHint')}
            </Text>
          )}
          <Select
            label={t('schedule.repeat')}
            value={value.repeat}
            allowDeselect={false}
            data={REPEATS.map((r) => ({ value: r, label: t(`schedule.repeats.${r}`) }))}
            onChange={(repeat) => set({ repeat: (repeat ?? 'NONE') as RepeatFrequency })}
            w={240}
          />
          {value.repeat === 'WEEKLY' && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('schedule.onDays')}
              </Text>
              <Chip.Group
                multiple
                value={value.weekdays}
                onChange={(days) => set({ weekdays: days as Weekday[] })}
              >
                <Group gap={6}>
                  {WEEKDAYS.map((d) => (
                    <Chip key={d} value={d} size="xs">
                      {t(`schedule.weekdays.${d}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          )}
          {value.repeat !== 'NONE' && (
            <DatePicker
              label={t('schedule.until')}
              placeholder={t('schedule.pickDay')}
              value={value.until}
              minDate={value.day ?? today}
              onChange={(until) => set({ until })}
              w={180}
            />
          )}
        </>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
