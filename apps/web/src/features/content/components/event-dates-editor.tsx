import { ActionIcon, Alert, Button, Card, Checkbox, Group, Input, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker';
import { TimePicker } from '../../../components/time-picker';
import { newEventDate, type EventDateDraft } from './event-dates-model';

export interface EventDatesEditorProps {
  value: EventDateDraft[];
  onChange: (value: EventDateDraft[]) => void;
  /** An error about the dates as a whole (none yet, an incomplete row), shown under the list. */
  error?: ReactNode;
  /** Errors of one row's field, by `<row>.<field>` (`0.end`): shown on that field, described by it. */
  errors?: Record<string, string>;
}

/** The event's dates: each a day with a start and end time (with zone); add and remove rows. */
export function EventDatesEditor({ value, onChange, error, errors = {} }: EventDatesEditorProps) {
  const { t } = useTranslation('content');
  const set = (index: number, patch: Partial<EventDateDraft>) =>
    onChange(value.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <Input.Wrapper label={t('dates.label')} error={error}>
      <Stack gap="xs" mt={4}>
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('dates.empty')}
          </Text>
        )}
        {value.map((d, i) => (
          <Card
            key={d.key}
            withBorder
            padding="sm"
            data-testid="event-date"
            aria-label={t('dates.row', { n: i + 1 })}
          >
            <Group align="flex-end" wrap="wrap">
              <DatePicker
                label={t('dates.row', { n: i + 1 })}
                placeholder={t('fields.dayPlaceholder')}
                value={d.date}
                onChange={(date) => set(i, { date })}
                w={180}
              />
              <TimePicker
                label={t('dates.start')}
                title={t('dates.startTitle')}
                value={d.start}
                // The end takes the start's zone when it has none yet: one event, one zone.
                onChange={(start) =>
                  set(i, {
                    start,
                    end: d.end && start?.zone && !d.end.zone ? { ...d.end, zone: start.zone } : d.end,
                  })
                }
              />
              <TimePicker
                label={t('dates.end')}
                title={t('dates.endTitle')}
                value={d.end}
                onChange={(end) => set(i, { end })}
                error={errors[`${i}.end`]}
              />
              <Tooltip label={t('dates.removeTip')}>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  size="lg"
                  aria-label={t('dates.remove', { n: i + 1 })}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...value, newEventDate()])}
          >
            {t('dates.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

export interface PastEventConfirmProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
}

/** Said when the event starts in the past: a warning, and the tick that lets it be saved all the same. */
export function PastEventConfirm({ checked, onChange, error }: PastEventConfirmProps) {
  const { t } = useTranslation('content');
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('dates.pastWarning')}</Text>
        <Checkbox
          label={t('dates.pastConfirm')}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
        />
      </Stack>
    </Alert>
  );
}
