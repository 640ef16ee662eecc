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
  if (token && result.isPending) return <PageLoader label="Confirming your deletion" />;
  if (token && result.isSuccess) {
    return (
      <StatusCard
        tone="success"
        title="User Deletion Completed Successfully"
        text="Thank you for your membership!"
      />
    );
  }
  return (
    <StatusCard tone="error" title="User Deletion Error" text="Token was invalid or expired">
      <Text size="sm">{t('deletion.errorHint')}</Text>
      <Button component={Link} to="/" variant="default">
        {t('links.backToLogin')}
      </Button>
    </StatusCard>
  );
}
