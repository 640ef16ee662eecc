import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { MeResponse } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { fieldErrorOf } from '../components/field-errors';
import { SettingsTabs } from '../../../components/settings-tabs';

const FIELDS = ['firstName', 'lastName', 'username', 'email'] as const;
type Field = (typeof FIELDS)[number];
const PROFILE_UPDATED = 'Your profile has been updated.';

export function ProfilePage() {
  const { user } = useSession();
  return (
    <Stack>
      <Title order={1}>Settings</Title>
      <SettingsTabs />
      {/* Keyed by user so the form starts from the stored profile, not from a stale copy. */}
      {user && <ProfileForm key={user.id} user={user} />}
    </Stack>
  );
}

function ProfileForm({ user }: { user: MeResponse }) {
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const toast = useToast();
  const mutation = useUpdateProfile();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    try {
      await mutation.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
      });
      toast.success(PROFILE_UPDATED);
    } catch (err) {
      setErrors(fieldErrorOf(err, FIELDS));
      toast.error(errorMessage(err, 'Error trying to update your profile'));
    }
  }

  const input = (field: Field, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => {
        const value = field === 'email' ? e.currentTarget.value.toLowerCase() : e.currentTarget.value;
        setValues((v) => ({ ...v, [field]: value }));
      }}
      {...extra}
    />
  );

  return (
    <Card withBorder padding="xl" maw={560} component="section" aria-labelledby="profile-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3" id="profile-title">
            Profile
          </Title>
          <Group grow align="flex-start">
            {input('firstName', 'First name', { autoComplete: 'given-name' })}
            {input('lastName', 'Last name', { autoComplete: 'family-name' })}
          </Group>
          {input('username', 'Username', { autoComplete: 'username' })}
          {input('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Save Profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
