import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { time12 } from '../../../lib/format';

/** Date in the reader's language and the product's one time format; "Never" when there is none. */
export function useDateTimeOrNever() {
  const { t, i18n } = useTranslation('administrators');
  const language = i18n.language;
  return useCallback(
    (value: string | null) =>
      value
        ? `${new Date(value).toLocaleDateString(language, { dateStyle: 'medium' })} ${time12(value)}`
        : t('never'),
    [t, language],
  );
}
