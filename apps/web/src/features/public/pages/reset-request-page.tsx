import { Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages, resetRequestBody, type ResetRequestBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useRequestReset } from '../api/request-reset';
import { lowercased } from '../components/lowercase';
import { StatusCard } from '../../../components/status-card';

export function ResetRequestPage() {
  const { t } = useTranslation(['public', 'common']);
  const [sent, setSent] = useState(false);
  const toast = useToast();
  const mutation = useRequestReset();
  const form = useForm<ResetRequestBody>({
    initialValues: { email: '' },
    validate: withSentences(zod4Resolver(resetRequestBody), () => ({
      [messages.emailInvalid]: t('common:validation.email'),
    })),
  });

  async function submit(values: ResetRequestBody) {
    try {
      await mutation.mutateAsync({ ...values, email: values.email.trim() });
      setSent(true);
    } catch (err) {
      // Spec 001 §8: "Invalid Email" when the server gives no sentence of its own.
      applyServerError(form, err, () => toast.error(errorMessage(err, t('invalidEmail'))));
    }
  }

  if (sent) {
    return (
      <StatusCard tone="info" title={t('resetRequest.sentTitle')} text={t('resetRequest.sentText')}>
        <Button onClick={() => setSent(false)}>{t('resetRequest.resend')}</Button>
        <Anchor component={Link} to="/">
          {t('links.backToLogin')}
        </Anchor>
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
      aria-labelledby="reset-title"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={1} size="h2" id="reset-title">
            {t('resetRequest.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('resetRequest.text')}
          </Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
            onChange={(e) => form.setFieldValue('email', lowercased(e.currentTarget.value))}
          />
          <Button type="submit" loading={mutation.isPending}>
            {t('resetRequest.submit')}
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            {t('links.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
