import type { ServerLanguage } from '../../i18n';

const localeOf = (language: ServerLanguage) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/**
 * Days and figures as a reader of the language writes them. French groups digits with a narrow no-break space,
 * which the PDF's standard fonts lack: a plain no-break space keeps the grouping readable there and in the e-mail.
 */
export function reportFormat(language: ServerLanguage) {
  const days = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDays = new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const numbers = new Intl.NumberFormat(localeOf(language));
  const clean = (s: string) => s.replace(/\u202f/g, '\u00a0');
  return {
    /** `YYYY-MM-DD` (a calendar day, no zone) as "Nov 2, 2026" / "2 nov. 2026". */
    day: (day: string) => clean(days.format(new Date(`${day}T00:00:00Z`))),
    shortDay: (day: string) => clean(shortDays.format(new Date(`${day}T00:00:00Z`))),
    number: (n: number) => clean(numbers.format(n)),
  };
}
