import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { Language } from '../../../i18n';

/** lib/format's date in the interface language; "Never" when there is none. */
export function useDateOrNever() {
  const { t, i18n } = useTranslation('platform-users');
  const language = i18n.language as Language;
  return useCallback(
    (value: string | null) => (value ? formatDate(value, { language }) : t('never')),
    [t, language],
  );
}
