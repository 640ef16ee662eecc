import { useTranslation } from 'react-i18next';
import { time12 } from '../../../lib/format';

/**
 * A date and time in the reader's language: the date as the locale writes it, the time in the product's one
 * time format (lib/format time12). Re-renders with the language.
 */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (value: string | Date) =>
    `${new Date(value).toLocaleDateString(i18n.language, { dateStyle: 'medium' })} ${time12(value)}`;
}

export function useDate() {
  const { i18n } = useTranslation();
  return (value: string | Date) => new Date(value).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
}
