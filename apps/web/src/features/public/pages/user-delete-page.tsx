import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { deletionRequestBody, messages, type DeletionRequestBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useCommunityProfile } from '../api/get-community-profile';
import { useRequestDeletion } from '../api/request-deletion';
import { CommunityHeader } from '../components/community-header';
import { lowercased } from '../components/lowercase';
import { PageLoader } from '../components/page-loader';
import { StatusCard } from '../../../components/status-card';

export function UserDeletePage() {
  const { community = '' } = useParams();
  const profile = useCommunityProfile(community);
  const { t } = useTranslation('public');
  // Spec 001 §8: a community that cannot be loaded sends the visitor to the login page.
  if (profile.isError) return <Navigate to="/" replace />;
  if (profile.isPending) return <PageLoader label={t('deletion.loadingCommunity')} />;
  return (
    <>
      <CommunityHeader name={profile.data.name} logo={profile.data.logo} />
      <DeletionRequest slug={profile.data.slug} />
    </>
  );
}

function DeletionRequest({ slug }: { slug: string }) {
  const { t } = useTranslation(['public', 'common']);
  const toast = useToast();
  const mutation = useRequestDeletion(slug);
  const form = useForm<DeletionRequestBody>({
    initialValues: { email: '' },
    validate: withSentences(zod4Resolver(deletionRequestBody), () => ({
      [messages.emailInvalid]: t('common:validation.email'),
    })),
  });

  async function submit(values: DeletionRequestBody) {
    try {
      await mutation.mutateAsync(values.email.trim());
    } catch (err) {
      // Spec 001 §8: "Invalid Email" when the server gives no sentence of its own.
      applyServerError(form, err, () => toast.error(errorMessage(err, t('invalidEmail'))));
    }
  }

  if (mutation.isSuccess) {
    return <StatusCard tone="info" title={t('deletion.requestedTitle')} text={t('deletion.requestedText')} />;
  }
  return (
    <Card
      withBorder
      shadow="sm"
      padding="xl"
      maw={480}
      mx="auto"
      component="section"
      aria-labelledby="delete-title"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={2} id="delete-title">
            {t('deletion.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('deletion.text')}
          </Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
            onChange={(e) => form.setFieldValue('email', lowercased(e.currentTarget.value))}
          />
          <Button type="submit" color="red" loading={mutation.isPending}>
            {t('deletion.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
