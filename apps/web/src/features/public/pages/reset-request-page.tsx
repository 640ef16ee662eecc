import { Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useRequestReset } from '../api/request-reset';
import { lowercased } from '../components/lowercase';
import { StatusCard } from '../../../components/status-card';

const INVALID_EMAIL = 'Invalid Email';

export function ResetRequestPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const toast = useToast();
  const mutation = useRequestReset();

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await mutation.mutateAsync({ email: email.trim() });
      setSent(true);
    } catch (err) {
      toast.error(errorMessage(err, INVALID_EMAIL));
    }
  }

  if (sent) {
    return (
      <StatusCard
        tone="info"
        title="You've Got Mail"
        text="Check your inbox: if an account exists for this e-mail address, we have sent it a link to reset your password."
      >
        <Button onClick={() => setSent(false)}>Resend Request</Button>
        <Anchor component={Link} to="/">
          Back to login
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
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} id="reset-title">
            Forgot Your Password?
          </Title>
          <Text c="dimmed" size="sm">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </Text>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(lowercased(e.currentTarget.value))}
          />
          <Button type="submit" loading={mutation.isPending}>
            Request Password Reset
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
