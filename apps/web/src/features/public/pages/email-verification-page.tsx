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
  if (token && result.isPending) return <PageLoader label="Verifying your e-mail" />;
  // A second opening of a used link: the address is verified, which is what the visitor wanted to know.
  if (token && result.isSuccess && result.data.alreadyVerified) {
    return (
      <StatusCard tone="success" title={t('verification.alreadyTitle')} text={t('verification.alreadyText')}>
        <Button component={Link} to="/">
          Go to login
        </Button>
      </StatusCard>
    );
  }
  if (token && result.isSuccess) {
    return (
      <StatusCard
        tone="success"
        title="Your Email Has Been Verified"
        text="Thank you! You can now access your account"
      >
        <Button component={Link} to="/">
          Go to login
        </Button>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      tone="error"
      title="Error Trying To Verify User"
      text="Verification Token does not exist or has expired"
    >
      <Button component={Link} to="/" variant="default">
        {t('links.backToLogin')}
      </Button>
    </StatusCard>
  );
}
