import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { useOwnClosing } from '../api/get-own-closing';

/**
 * Told to a community's administrators while their community is closing: the date it will be deleted, so they can
 * take their data before (and ask the platform to restore it if it is a mistake). Nothing when it is not closing.
 */
export function ClosingBanner() {
  const { t } = useTranslation('your-data');
  const format = useDateFormat();
  const closing = useOwnClosing();
  if (!closing.data) return null;
  const date = format.date(closing.data.deletionDueAt);
  return (
    <Alert color="red" title={t('closing.title')} data-testid="closing-banner">
      {t('closing.text', { date })}
    </Alert>
  );
}
