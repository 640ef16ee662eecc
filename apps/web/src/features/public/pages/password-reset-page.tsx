import { Alert, Anchor, Button, Card, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { messages } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { useResetToken } from '../api/verify-reset-token';
import { lowercased } from '../components/lowercase';
import { PageLoader } from '../components/page-loader';
import { StatusCard } from '../../../components/status-card';

// Spec 001 §2 and §8, verbatim (spelling included).
const RESET_FAILED_TITLE = 'Error Reseting Your Password';
const RESET_FAILED_TEXT = 'There was an error trying to update your password';
const RESET_FAILED_DEFAULT = 'Error trying to reset your new password';

const empty = { email: '', password: '', confirm: '' };

export function PasswordResetPage() {
  const { token = '' } = useParams();
  const check = useResetToken(token);

  if (check.isPending) return <PageLoader label="Checking your reset link" />;
  if (check.isError)
    return (
      <StatusCard tone="error" title="Invalid Reset Token" text="This token is either invalid or has expired">
        <DeadEndLinks />
      </StatusCard>
    );
  return <ResetForm token={token} />;
}

/** An expired or used link is not the end: a new one can be asked for, or the visitor goes back to login. */
function DeadEndLinks() {
  const { t } = useTranslation('public');
  return (
    <Group justify="center">
      <Button component={Link} to="/reset-request">
        {t('links.requestNewLink')}
      </Button>
      <Button component={Link} to="/" variant="default">
        {t('links.backToLogin')}
      </Button>
    </Group>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation('public');
  // An invitation (members import) links here with ?invite=1: the person sets a first password, not a reset.
  const [search] = useSearchParams();
  const invited = search.get('invite') === '1';
  const [values, setValues] = useState(empty);
  const [mismatch, setMismatch] = useState(false);
  const [outcome, setOutcome] = useState<'form' | 'success' | 'failure'>('form');
  const toast = useToast();
  const mutation = useResetPassword();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (values.password !== values.confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    try {
      // The token comes from the link, never from a field the user could edit.
      await mutation.mutateAsync({
        email: values.email.trim(),
        token,
        password: values.password,
        confirm_password: values.confirm,
      });
      setOutcome('success');
    } catch (err) {
      toast.error(errorMessage(err, RESET_FAILED_DEFAULT));
      setValues(empty);
      setOutcome('failure');
    }
  }

  if (outcome === 'success') {
    return (
      <StatusCard
        tone="success"
        title="Your Password Has Been Reset"
        text="You can now login to your account with your new password"
      >
        <Button component={Link} to="/">
          Go to login
        </Button>
      </StatusCard>
    );
  }

  const set = (key: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <Card
      withBorder
      shadow="sm"
      padding="xl"
      maw={480}
      mx="auto"
      component="section"
      aria-labelledby="new-password-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} id="new-password-title">
            {invited ? t('reset.setTitle') : 'Reset Your Password'}
          </Title>
          {outcome === 'failure' && (
            <Alert color="red" title={RESET_FAILED_TITLE} role="alert">
              {RESET_FAILED_TEXT}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(lowercased(e.currentTarget.value))}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password')(e.currentTarget.value)}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            value={values.confirm}
            error={mismatch ? messages.passwordsDiffer : undefined}
            onChange={(e) => set('confirm')(e.currentTarget.value)}
          />
          <Button type="submit" loading={mutation.isPending}>
            {invited ? t('reset.setButton') : 'Reset Password'}
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
