import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n';
import { formatDate, formatDateTime } from './format';

type DateValue = string | Date | null | undefined;

/**
 * lib/format's date writers bound to the interface language: a component (or a table's memoised columns) that
 * writes dates re-renders with the language. `empty` is what a missing date reads as ("Never"; nothing by default).
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      date: (value: DateValue, empty = '') => (value ? formatDate(value, { language }) : empty),
      dateTime: (value: DateValue, empty = '') => (value ? formatDateTime(value, { language }) : empty),
    }),
    [language],
  );
}
