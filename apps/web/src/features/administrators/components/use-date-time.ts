import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { Language } from '../../../i18n';

/** lib/format's date-time in the interface language; "Never" when there is none. */
export function useDateTimeOrNever() {
  const { t, i18n } = useTranslation('administrators');
  const language = i18n.language as Language;
  return useCallback(
    (value: string | null) => (value ? formatDateTime(value, { language }) : t('never')),
    [t, language],
  );
}
