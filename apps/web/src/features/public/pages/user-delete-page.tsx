import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useCommunityProfile } from '../api/get-community-profile';
import { useRequestDeletion } from '../api/request-deletion';
import { CommunityHeader } from '../components/community-header';
import { lowercased } from '../components/lowercase';
import { PageLoader } from '../components/page-loader';
import { StatusCard } from '../../../components/status-card';

const INVALID_EMAIL = 'Invalid Email';

export function UserDeletePage() {
  const { community = '' } = useParams();
  const profile = useCommunityProfile(community);
  // Spec 001 §8: a community that cannot be loaded sends the visitor to the login page.
  if (profile.isError) return <Navigate to="/" replace />;
  if (profile.isPending) return <PageLoader label="Loading community" />;
  return (
    <>
      <CommunityHeader name={profile.data.name} logo={profile.data.logo} />
      <DeletionRequest slug={profile.data.slug} />
    </>
  );
}

function DeletionRequest({ slug }: { slug: string }) {
  const [email, setEmail] = useState('');
  const toast = useToast();
  const mutation = useRequestDeletion(slug);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await mutation.mutateAsync(email.trim());
    } catch (err) {
      toast.error(errorMessage(err, INVALID_EMAIL));
    }
  }

  if (mutation.isSuccess) {
    return (
      <StatusCard
        tone="info"
        title="Deletion Requested"
        text="Check your inbox to complete the user deletion: we have sent a confirmation link to the e-mail address of your app user."
      />
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
      aria-labelledby="delete-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} id="delete-title">
            Delete Your App User
          </Title>
          <Text c="dimmed" size="sm">
            Enter the e-mail address of your app user. We will send you a link to confirm the deletion.
          </Text>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(lowercased(e.currentTarget.value))}
          />
          <Button type="submit" color="red" loading={mutation.isPending}>
            Request User Deletion
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
