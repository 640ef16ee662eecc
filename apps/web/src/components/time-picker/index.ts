export { TimePicker } from './time-picker';
export { type TimePickerValue } from './time-picker-logic';
export { CANADIAN_TIME_ZONES, zoneLabel } from './time-zones';
