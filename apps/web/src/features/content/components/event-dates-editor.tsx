import { ActionIcon, Button, Card, Group, Input, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DatePicker } from '../../../components/date-picker';
import { TimePicker } from '../../../components/time-picker';
import { newEventDate, type EventDateDraft } from './event-dates-model';

export interface EventDatesEditorProps {
  value: EventDateDraft[];
  onChange: (value: EventDateDraft[]) => void;
  error?: string;
}

/** The event's dates: each a day with a start and end time (with zone); add and remove rows. */
export function EventDatesEditor({ value, onChange, error }: EventDatesEditorProps) {
  const set = (index: number, patch: Partial<EventDateDraft>) =>
    onChange(value.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <Input.Wrapper label="Dates and times" error={error}>
      <Stack gap="xs" mt={4}>
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            No dates yet. Add the day (or days) the event takes place.
          </Text>
        )}
        {value.map((d, i) => (
          <Card key={d.key} withBorder padding="sm" data-testid="event-date" aria-label={`Date ${i + 1}`}>
            <Group align="flex-end" wrap="wrap">
              <DatePicker
                label={`Date ${i + 1}`}
                placeholder="Pick a day"
                value={d.date}
                onChange={(date) => set(i, { date })}
                w={180}
              />
              <TimePicker
                label="Starts at"
                title="Start time"
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
                label="Ends at"
                title="End time"
                value={d.end}
                onChange={(end) => set(i, { end })}
              />
              <Tooltip label="Remove this date">
                <ActionIcon
                  color="red"
                  variant="subtle"
                  size="lg"
                  aria-label={`Remove date ${i + 1}`}
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
            Add date
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
