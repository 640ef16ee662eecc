import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildDate,
  missingParts,
  partsFromValue,
  type Clock,
  type Segment,
  type TimePickerValue,
} from './time-picker-logic';
import { TimeSegments } from './time-segments';
import { CANADIAN_TIME_ZONES } from './time-zones';

export interface TimePickerDialogProps {
  value: TimePickerValue;
  clock: Clock;
  withZone: boolean;
  now: () => Date;
  onApply: (value: NonNullable<TimePickerValue>) => void;
  onCancel: () => void;
  onClear: () => void;
}

const ZONE_LIST_HEIGHT = 220;
const MISSING = {
  hour: 'timePicker.missingHour',
  minute: 'timePicker.missingMinute',
  period: 'timePicker.missingPeriod',
} as const satisfies Record<Segment, string>;

/** The modal's content; mounted on opening, so its draft always starts from the current value. */
export function TimePickerDialog({
  value,
  clock,
  withZone,
  now,
  onApply,
  onCancel,
  onClear,
}: TimePickerDialogProps) {
  const { t, i18n } = useTranslation('common');
  const hintId = useId();
  // The blank entry is how the spec resets the zone from the list itself (besides the clear control).
  const zoneOptions = [{ value: '', label: t('timePicker.noZone') }, ...CANADIAN_TIME_ZONES];
  const [parts, setParts] = useState(() => partsFromValue(value, clock));
  const [zone, setZone] = useState<string | null>(value?.zone ?? null);
  const [listOpen, setListOpen] = useState(false);
  const missing = missingParts(parts, clock);
  const complete = missing.length === 0;

  const confirm = () => {
    const date = buildDate(parts, zone, now(), clock);
    if (!date) return; // spec: Ok applies only with hour, minute and AM/PM all present
    onApply(zone ? { date, zone } : { date });
  };

  return (
    <Stack>
      <TimeSegments
        parts={parts}
        clock={clock}
        onChange={setParts}
        onConfirm={confirm}
        describedBy={complete ? undefined : hintId}
      />
      {/* Says why Ok is still off (issue 22 #9: with "AM" as a placeholder the time looked complete). */}
      <Text id={hintId} size="sm" c="dimmed" ta="center" aria-live="polite" mih="1.5em">
        {complete
          ? ''
          : t('timePicker.missing', {
              parts: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                missing.map((segment) => t(MISSING[segment])),
              ),
            })}
      </Text>
      {withZone && (
        <Select
          label={t('timePicker.zone')}
          placeholder={t('timePicker.noZone')}
          data={zoneOptions}
          value={zone}
          onChange={(next) => setZone(next || null)}
          clearable
          clearButtonProps={{ 'aria-label': t('timePicker.clearZone') }}
          searchable
          maxDropdownHeight={ZONE_LIST_HEIGHT}
          onDropdownOpen={() => setListOpen(true)}
          onDropdownClose={() => setListOpen(false)}
          comboboxProps={{
            withinPortal: false,
            position: 'bottom',
            middlewares: { flip: false, shift: false },
          }}
        />
      )}
      {/* While the zone list is open the dialog grows by its height, so the list shows several zones and
          Clear / Cancel / Ok stay visible below it instead of under it (issue 10 #5). */}
      {listOpen && <div data-testid="zone-list-space" style={{ height: ZONE_LIST_HEIGHT }} />}
      <Group justify="space-between">
        <Button variant="subtle" color="red" onClick={onClear}>
          {t('timePicker.clear')}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!complete} aria-describedby={complete ? undefined : hintId}>
            {t('actions.ok')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
