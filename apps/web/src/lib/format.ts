import dayjs from 'dayjs';

/** Colour bands of engagement scores (spec 001 §9); the names are the product's, not CSS colours. */
export type ScoreColor = 'RED' | 'PURPLE' | 'ORANGE' | 'BLUE' | 'GREEN';

export function scoreColor(score: number): ScoreColor {
  if (score <= 10) return 'RED';
  if (score <= 20) return 'PURPLE';
  if (score <= 30) return 'ORANGE';
  if (score <= 40) return 'BLUE';
  return 'GREEN';
}

/** The word alone, so callers decide where the count goes ("3 days", "days left: 3"). */
export function plural(count: number, word: string, pluralWord: string = `${word}s`): string {
  return Math.abs(count) === 1 ? word : pluralWord;
}

/**
 * Age of a record in the largest whole unit: "Today", "N days", "N months", "N years".
 * Counted in calendar days (not 24-hour spans), so something from last night is "1 day" this
 * morning; dates in the future are "Today".
 */
export function relativeAge(date: Date | string | number, now: Date | string | number = new Date()): string {
  const from = dayjs(date).startOf('day');
  const to = dayjs(now).startOf('day');
  const years = to.diff(from, 'year');
  if (years >= 1) return `${years} ${plural(years, 'year')}`;
  const months = to.diff(from, 'month');
  if (months >= 1) return `${months} ${plural(months, 'month')}`;
  const days = to.diff(from, 'day');
  if (days >= 1) return `${days} ${plural(days, 'day')}`;
  return 'Today';
}

/** Local time as "hh:mm AM/PM", the product's only time format. */
export function time12(date: Date | string | number): string {
  return dayjs(date).format('hh:mm A');
}

/** Keeps the first `max` characters and marks the cut with "..."; short text is returned as is. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max)).trimEnd()}...`;
}

/** Rounded to 2 decimals; EPSILON keeps values such as 1.005 from rounding down. Non-finite input is 0. */
export function percent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Binary (1024) steps up to TB, at most 2 decimals without trailing zeros: "0 B", "1.5 KB", "2 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = Math.max(0, Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1));
  let value = Number((bytes / 1024 ** unit).toFixed(2));
  // Rounding can reach 1024 of a unit (1048575 B -> "1024 KB"); show it as 1 of the next one instead.
  if (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    unit += 1;
    value = Number((bytes / 1024 ** unit).toFixed(2));
  }
  return `${value} ${BYTE_UNITS[unit]}`;
}
