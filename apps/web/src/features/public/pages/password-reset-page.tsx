import { Alert, Anchor, Button, Card, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { messages, resetPasswordBody, type ResetPasswordBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useResetPassword } from '../api/reset-password';
import { useResetToken } from '../api/verify-reset-token';
import { lowercased } from '../components/lowercase';
import { PageLoader } from '../components/page-loader';
import { StatusCard } from '../../../components/status-card';

export function PasswordResetPage() {
  const { token = '' } = useParams();
  const check = useResetToken(token);
  const { t } = useTranslation('public');

  if (check.isPending) return <PageLoader label={t('reset.checking')} />;
  if (check.isError)
    return (
      <StatusCard tone="error" title={t('reset.invalidTitle')} text={t('reset.invalidText')}>
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
  const { t } = useTranslation(['public', 'common']);
  // An invitation (members import) links here with ?invite=1: the person sets a first password, not a reset.
  const [search] = useSearchParams();
  const invited = search.get('invite') === '1';
  const [outcome, setOutcome] = useState<'form' | 'success' | 'failure'>('form');
  const toast = useToast();
  const mutation = useResetPassword();
  // The token comes from the link, never from a field the user could edit.
  const form = useForm<ResetPasswordBody>({
    initialValues: { email: '', token, password: '', confirm_password: '' },
    validate: withSentences(zod4Resolver(resetPasswordBody), () => ({
      [messages.emailInvalid]: t('common:validation.email'),
      [messages.passwordTooShort]: t('reset.passwordTooShort'),
      [messages.passwordTooLong]: t('reset.passwordTooLong'),
      [messages.passwordsDiffer]: t('reset.passwordsDiffer'),
    })),
  });

  async function submit(values: ResetPasswordBody) {
    try {
      await mutation.mutateAsync({ ...values, email: values.email.trim() });
      setOutcome('success');
    } catch (err) {
      // Spec 001 §8: the failure is said above the form, which starts again empty.
      form.reset();
      setOutcome('failure');
      applyServerError(form, err, () => toast.error(errorMessage(err, t('reset.failedDefault'))));
    }
  }

  if (outcome === 'success') {
    return (
      <StatusCard tone="success" title={t('reset.doneTitle')} text={t('reset.doneText')}>
        <Button component={Link} to="/">
          {t('links.goToLogin')}
        </Button>
      </StatusCard>
    );
  }

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
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={1} size="h2" id="new-password-title">
            {invited ? t('reset.setTitle') : t('reset.title')}
          </Title>
          {outcome === 'failure' && (
            <Alert color="red" title={t('reset.failedTitle')} role="alert">
              {t('reset.failedText')}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
            onChange={(e) => form.setFieldValue('email', lowercased(e.currentTarget.value))}
          />
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            key={form.key('confirm_password')}
            {...form.getInputProps('confirm_password')}
          />
          <Button type="submit" loading={mutation.isPending}>
            {invited ? t('reset.setButton') : t('reset.submit')}
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            {t('links.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
