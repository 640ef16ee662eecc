import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useMemo } from 'react';
import { CalendarSettings, useDayFormat } from './calendar-settings';
import { useOpenInView } from './open-in-view';
import { DATE_PICKER_YEARS, toDate, yearBounds } from './date-range';

export interface DatePickerProps extends Omit<
  DatePickerInputProps<'default'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate'
> {
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Days before it are disabled; defaults to 1 January, 10 years back. */
  minDate?: Date;
  /** Days after it are disabled; defaults to 31 December, 14 years ahead. */
  maxDate?: Date;
}

/** One day, as a Date at local midnight. */
export function DatePicker({ value, onChange, minDate, maxDate, ...props }: DatePickerProps) {
  const dayFormat = useDayFormat();
  const bounds = useMemo(() => yearBounds(DATE_PICKER_YEARS), []);
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
        type="default"
        value={value}
        onChange={(next) => onChange(toDate(next))}
        minDate={min}
        maxDate={max}
      />
    </CalendarSettings>
  );
}
