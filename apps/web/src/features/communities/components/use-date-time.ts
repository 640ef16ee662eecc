import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { time12 } from '../../../lib/format';

const dateIn = (language: string, value: string | Date) =>
  new Date(value).toLocaleDateString(language, { dateStyle: 'medium' });

/**
 * A date and time in the reader's language: the date as the locale writes it, the time in the product's one
 * time format (lib/format time12). Changes with the language.
 */
export function useDateTime() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value: string | Date) => `${dateIn(language, value)} ${time12(value)}`, [language]);
}

export function useDate() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value: string | Date) => dateIn(language, value), [language]);
}
