import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useMemo } from 'react';
import { CalendarSettings, useDayFormat } from './calendar-settings';
import { useOpenInView } from './open-in-view';
import { normaliseRange, RANGE_PICKER_YEARS, yearBounds, type DateRange } from './date-range';

export interface DateRangePickerProps extends Omit<
  DatePickerInputProps<'range'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate'
> {
  value: DateRange;
  /** Start at the beginning of the earlier day, end at 23:59:59.999 of the later one. */
  onChange: (value: DateRange) => void;
  /** Defaults to 1 January, 100 years back. */
  minDate?: Date;
  /** Defaults to 31 December, 100 years ahead. */
  maxDate?: Date;
}

export function DateRangePicker({ value, onChange, minDate, maxDate, ...props }: DateRangePickerProps) {
  const dayFormat = useDayFormat();
  const bounds = useMemo(() => yearBounds(RANGE_PICKER_YEARS), []);
  const min = minDate ?? bounds.minDate;
  const max = maxDate ?? bounds.maxDate;
  const inView = useOpenInView(props.popoverProps);
  return (
    <CalendarSettings>
      <DatePickerInput
        valueFormat={dayFormat}
        withNativeLevelSelect
        yearsSelectRange={[min.getFullYear(), max.getFullYear()]}
        {...props}
        ref={inView.ref}
        popoverProps={inView.popoverProps}
        type="range"
        value={value}
        onChange={([first, second]) => onChange(normaliseRange(first, second))}
        minDate={min}
        maxDate={max}
      />
    </CalendarSettings>
  );
}
