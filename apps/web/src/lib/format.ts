import dayjs from 'dayjs';
import { currentLanguage, i18n, type Language } from '../i18n';

/**
 * The one place dates, times, ages and numbers are written for a reader (issue 10 item 6): each follows the
 * interface language, so a screen never mixes "2026-11-28, 18:30" with "Nov 23, 2026".
 * English: "Nov 23, 2026" and "06:30 PM" (the spec's hh:mm AM/PM); French (Canada): "23 nov. 2026" and "18 h 30".
 */
const INTL_LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

type DateInput = Date | string | number;

function intlLocale(language?: Language): string {
  return INTL_LOCALE[language ?? currentLanguage()];
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

function valid(date: DateInput): Date | null {
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A calendar day in the reader's language; '' for no or an unreadable date. `timeZone` shows it in that zone. */
export function formatDate(
  date: DateInput | null | undefined,
  opts: { timeZone?: string; language?: Language } = {},
) {
  const d = date == null ? null : valid(date);
  if (!d) return '';
  return new Intl.DateTimeFormat(intlLocale(opts.language), {
    ...DATE_OPTIONS,
    timeZone: opts.timeZone,
  }).format(d);
}

/** Hour and minute in the reader's language: "06:30 PM" in English (always two digits), "18 h 30" in French. */
export function formatTime(
  date: DateInput | null | undefined,
  opts: { timeZone?: string; language?: Language } = {},
) {
  const d = date == null ? null : valid(date);
  if (!d) return '';
  const language = opts.language ?? currentLanguage();
  // English always on a 12-hour clock (the spec's hh:mm AM/PM), whatever the browser's region prefers.
  const hour12 = language === 'en' ? { hour12: true } : {};
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...TIME_OPTIONS,
    ...hour12,
    timeZone: opts.timeZone,
  }).format(d);
}

/** Date and time: "Nov 23, 2026, 06:30 PM" / "23 nov. 2026, 18 h 30". */
export function formatDateTime(
  date: DateInput | null | undefined,
  opts: { timeZone?: string; language?: Language } = {},
) {
  const day = formatDate(date, opts);
  return day && `${day}, ${formatTime(date, opts)}`;
}

/** A count grouped as the reader's language does ("12,345" / "12 345"). */
export function formatNumber(value: number, opts: Intl.NumberFormatOptions & { language?: Language } = {}) {
  const { language, ...options } = opts;
  return new Intl.NumberFormat(intlLocale(language), options).format(Number.isFinite(value) ? value : 0);
}

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
  if (years >= 1) return i18n.t('common:age.years', { count: years });
  const months = to.diff(from, 'month');
  if (months >= 1) return i18n.t('common:age.months', { count: months });
  const days = to.diff(from, 'day');
  if (days >= 1) return i18n.t('common:age.days', { count: days });
  return i18n.t('common:age.today');
}

/** Local time as "hh:mm AM/PM", the product's only time format in English; `formatTime` in other languages. */
export function time12(date: Date | string | number): string {
  if (currentLanguage() !== 'en') return formatTime(date);
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

const CALENDAR_OPTIONS = {
  month: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'short' },
  day: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Calendar headings in the reader's language: `month` "November 2026" / "novembre 2026", `weekday` "Sun" /
 * "dim.", `day` "Sunday, November 22, 2026" / "dimanche 22 novembre 2026".
 */
export function formatCalendar(
  date: DateInput,
  part: keyof typeof CALENDAR_OPTIONS,
  opts: { language?: Language } = {},
) {
  const d = valid(date);
  return d ? new Intl.DateTimeFormat(intlLocale(opts.language), CALENDAR_OPTIONS[part]).format(d) : '';
}
