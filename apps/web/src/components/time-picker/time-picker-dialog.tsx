import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildDate, isComplete, partsFromValue, type TimePickerValue } from './time-picker-logic';
import { TimeSegments } from './time-segments';
import { CANADIAN_TIME_ZONES } from './time-zones';

export interface TimePickerDialogProps {
  value: TimePickerValue;
  withZone: boolean;
  now: () => Date;
  onApply: (value: NonNullable<TimePickerValue>) => void;
  onCancel: () => void;
  onClear: () => void;
}

const ZONE_LIST_HEIGHT = 220;

/** The modal's content; mounted on opening, so its draft always starts from the current value. */
export function TimePickerDialog({
  value,
  withZone,
  now,
  onApply,
  onCancel,
  onClear,
}: TimePickerDialogProps) {
  const { t } = useTranslation('common');
  // The blank entry is how the spec resets the zone from the list itself (besides the clear control).
  const zoneOptions = [{ value: '', label: t('timePicker.noZone') }, ...CANADIAN_TIME_ZONES];
  const [parts, setParts] = useState(() => partsFromValue(value));
  const [zone, setZone] = useState<string | null>(value?.zone ?? null);
  const [listOpen, setListOpen] = useState(false);
  const complete = isComplete(parts);

  const confirm = () => {
    const date = buildDate(parts, zone, now());
    if (!date) return; // spec: Ok applies only with hour, minute and AM/PM all present
    onApply(zone ? { date, zone } : { date });
  };

  return (
    <Stack>
      <TimeSegments parts={parts} onChange={setParts} onConfirm={confirm} />
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
          <Button onClick={confirm} disabled={!complete}>
            {t('actions.ok')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
