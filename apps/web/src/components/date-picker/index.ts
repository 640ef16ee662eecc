// The app must import '@mantine/dates/styles.css' once (after '@mantine/core/styles.css') for these.
export { DatePicker, type DatePickerProps } from './date-picker';
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export {
  DATE_PICKER_YEARS,
  RANGE_PICKER_YEARS,
  normaliseRange,
  toDate,
  yearBounds,
  type DateLike,
  type DateRange,
} from './date-range';
export { CalendarSettings } from './calendar-settings';
