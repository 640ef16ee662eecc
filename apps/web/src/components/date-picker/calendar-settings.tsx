import { DatesProvider, useDatesContext } from '@mantine/dates';
import type { ReactNode } from 'react';

/**
 * Spec 001 §9: weeks start on Sunday and a month always shows 6 weeks. Mantine 9 has no per-picker
 * prop for the 6 weeks — only DatesProvider's `consistentWeeks` — so each picker re-provides the
 * surrounding settings (locale etc.) with these two changed.
 */
export function CalendarSettings({ children }: { children: ReactNode }) {
  const { locale, weekendDays, labelSeparator } = useDatesContext();
  return (
    <DatesProvider
      settings={{ locale, weekendDays, labelSeparator, firstDayOfWeek: 0, consistentWeeks: true }}
    >
      {children}
    </DatesProvider>
  );
}
