// The app must import '@mantine/dates/styles.css' once (after '@mantine/core/styles.css') for these.
export { DatePicker } from './date-picker';
export { DateRangePicker } from './date-range-picker';
export { normaliseRange, type DateRange } from './date-range';
