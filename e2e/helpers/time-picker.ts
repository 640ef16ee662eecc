import { LANG } from './i18n';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The keys that type `hour`:`minute` (24-hour numbers) into the time picker of the run's language: "04", "30",
 * then A or P in English (the spec's 12-hour picker); "16", "30" in French, whose picker is on the 24-hour clock
 * (issue 22 #9).
 */
export function timeKeys(hour: number, minute: number): string {
  if (LANG === 'fr') return `${two(hour)}${two(minute)}`;
  return `${two(hour % 12 || 12)}${two(minute)}${hour < 12 ? 'a' : 'p'}`;
}
