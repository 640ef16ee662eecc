export { TimePicker, type TimePickerProps } from './time-picker';
export {
  buildDate,
  formatTimeValue,
  partsFromValue,
  type TimePickerValue,
  type TimeParts,
  type Segment,
  type Period,
} from './time-picker-logic';
export { CANADIAN_TIME_ZONES, zoneLabel, type CanadianTimeZone } from './time-zones';
