import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { Language } from '../../../i18n';

/** lib/format's date and date-time writers, bound to the interface language so a screen re-renders with it. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useCallback((value: string | Date) => formatDateTime(value, { language }), [language]);
}

export function useDate() {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useCallback((value: string | Date) => formatDate(value, { language }), [language]);
}
