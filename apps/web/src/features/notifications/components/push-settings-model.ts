import { z } from 'zod';
import {
  notificationSettingsBody,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@gathering/contract';
import type { TimePickerValue } from '../../../components/time-picker';
import { i18n } from '../../../i18n';
import { formatTime } from '../../../lib/format';

/** What the settings form holds: the switch, and the two bounds as "HH:MM" (kept while the switch is off). */
export type PushSettingsValues = {
  quietHours: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  timeZone: string | null;
};

/** What switching quiet hours on offers when none were set: the night, as the issue's example has it. */
export const DEFAULT_QUIET_HOURS = { quietHoursStart: '22:00', quietHoursEnd: '07:00' };

export function settingsValuesOf(settings: NotificationSettings): PushSettingsValues {
  return {
    quietHours: settings.quietHoursStart !== null && settings.quietHoursEnd !== null,
    quietHoursStart: settings.quietHoursStart,
    quietHoursEnd: settings.quietHoursEnd,
    timeZone: settings.timeZone,
  };
}

const msg = (key: 'start' | 'end' | 'same') => i18n.t(`notifications:settings.errors.${key}`);

/** The contract's body plus the switch; with quiet hours on, both bounds are needed and must differ. */
export const pushSettingsSchema = () =>
  notificationSettingsBody.extend({ quietHours: z.boolean() }).superRefine((v, ctx) => {
    if (!v.quietHours) return;
    const issue = (path: string, key: 'start' | 'end' | 'same') =>
      ctx.addIssue({ code: 'custom', path: [path], message: msg(key) });
    if (!v.quietHoursStart) issue('quietHoursStart', 'start');
    if (!v.quietHoursEnd) issue('quietHoursEnd', 'end');
    // The server refuses it too: an empty window would mean no quiet hours at all.
    if (v.quietHoursStart && v.quietHoursStart === v.quietHoursEnd) issue('quietHoursEnd', 'same');
  });

/** Switched off, both bounds go as null (no quiet hours); the zone goes as chosen (null = none). */
export function settingsBodyOf(v: PushSettingsValues): NotificationSettingsBody {
  return {
    quietHoursStart: v.quietHours ? v.quietHoursStart : null,
    quietHoursEnd: v.quietHours ? v.quietHoursEnd : null,
    timeZone: v.timeZone,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "HH:MM" as the time picker's value: a wall-clock time on a fixed January day, when no Canadian zone changes
 * its clocks, so 02:30 is never moved by a daylight-saving gap.
 */
export function pickerValueOf(hm: string | null): TimePickerValue {
  if (!hm) return null;
  const [hour, minute] = hm.split(':').map(Number);
  return { date: new Date(2001, 0, 15, hour, minute) };
}

/** The picker's value (read on the browser's clock, the picker has no zone here) as "HH:MM". */
export function hmOf(value: TimePickerValue): string | null {
  return value ? `${pad(value.date.getHours())}:${pad(value.date.getMinutes())}` : null;
}

/** "HH:MM" as the reader's language writes a time ("10:00 PM", "22 h 00"). */
export function formatHm(hm: string): string {
  return formatTime(pickerValueOf(hm)!.date);
}

/** A window whose end comes before its start (22:00–07:00) runs over midnight into the next day. */
export const crossesMidnight = (start: string, end: string) => end < start;
