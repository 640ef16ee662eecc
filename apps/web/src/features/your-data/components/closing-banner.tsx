import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { Language } from '../../../i18n';
import { useOwnClosing } from '../api/get-own-closing';

/**
 * Told to a community's administrators while their community is closing: the date it will be deleted, so they can
 * take their data before (and ask the platform to restore it if it is a mistake). Nothing when it is not closing.
 */
export function ClosingBanner() {
  const { t, i18n } = useTranslation('your-data');
  const closing = useOwnClosing();
  if (!closing.data) return null;
  const date = formatDate(closing.data.deletionDueAt, { language: i18n.language as Language });
  return (
    <Alert color="red" title={t('closing.title')} data-testid="closing-banner">
      {t('closing.text', { date })}
    </Alert>
  );
}
