import { DatesProvider, useDatesContext } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec 001 §9: weeks start on Sunday and a month always shows 6 weeks. Mantine 9 has no per-picker
 * prop for the 6 weeks — only DatesProvider's `consistentWeeks` — so each picker re-provides the
 * surrounding settings with these two changed. Month and weekday names follow the interface's language (its dayjs
 * locale is loaded when the language is applied, i18n/index.ts).
 */
/**
 * How a picked day reads in its field: French writes the day first ("27 novembre 2026"); Mantine's default,
 * "MMMM D, YYYY", is English word order whatever the month names' language.
 */
export function useDayFormat(): string {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'D MMMM YYYY' : 'MMMM D, YYYY';
}

export function CalendarSettings({ children }: { children: ReactNode }) {
  const { weekendDays, labelSeparator } = useDatesContext();
  const { i18n } = useTranslation();
  return (
    <DatesProvider
      settings={{
        locale: i18n.language,
        weekendDays,
        labelSeparator,
        firstDayOfWeek: 0,
        consistentWeeks: true,
      }}
    >
      {children}
    </DatesProvider>
  );
}
