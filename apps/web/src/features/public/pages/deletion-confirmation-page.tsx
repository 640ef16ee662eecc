import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirmDeletion } from '../api/confirm-deletion';
import { PageLoader } from '../components/page-loader';
import { StatusCard } from '../../../components/status-card';

export function DeletionConfirmationPage() {
  const { token } = useParams();
  const result = useConfirmDeletion(token);
  const { t } = useTranslation('public');
  if (token && result.isPending) return <PageLoader label={t('deletion.confirming')} />;
  if (token && result.isSuccess) {
    return <StatusCard tone="success" title={t('deletion.doneTitle')} text={t('deletion.doneText')} />;
  }
  return (
    <StatusCard tone="error" title={t('deletion.errorTitle')} text={t('deletion.errorText')}>
      <Text size="sm">{t('deletion.errorHint')}</Text>
      <Button component={Link} to="/" variant="default">
        {t('links.backToLogin')}
      </Button>
    </StatusCard>
  );
}
