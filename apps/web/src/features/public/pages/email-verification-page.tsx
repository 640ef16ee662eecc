import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useVerifyEmail } from '../api/verify-email';
import { PageLoader } from '../components/page-loader';
import { StatusCard } from '../../../components/status-card';

export function EmailVerificationPage() {
  const { token } = useParams();
  const result = useVerifyEmail(token);
  const { t } = useTranslation('public');
  // Without a token there is nothing to verify: that is a failure, not a loader forever.
  if (token && result.isPending) return <PageLoader label={t('verification.verifying')} />;
  // A second opening of a used link: the address is verified, which is what the visitor wanted to know.
  if (token && result.isSuccess && result.data.alreadyVerified) {
    return (
      <StatusCard tone="success" title={t('verification.alreadyTitle')} text={t('verification.alreadyText')}>
        <Button component={Link} to="/">
          {t('links.goToLogin')}
        </Button>
      </StatusCard>
    );
  }
  if (token && result.isSuccess) {
    return (
      <StatusCard tone="success" title={t('verification.doneTitle')} text={t('verification.doneText')}>
        <Button component={Link} to="/">
          {t('links.goToLogin')}
        </Button>
      </StatusCard>
    );
  }
  return (
    <StatusCard tone="error" title={t('verification.errorTitle')} text={t('verification.errorText')}>
      <Button component={Link} to="/" variant="default">
        {t('links.backToLogin')}
      </Button>
    </StatusCard>
  );
}
