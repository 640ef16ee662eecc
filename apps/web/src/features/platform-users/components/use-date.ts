import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A date as the reader's language writes it ("Never" when there is none). */
export function useDateOrNever() {
  const { t, i18n } = useTranslation('platform-users');
  const language = i18n.language;
  return useCallback(
    (value: string | null) =>
      value ? new Date(value).toLocaleDateString(language, { dateStyle: 'medium' }) : t('never'),
    [t, language],
  );
}
