import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { messages, profileBody, type MeResponse } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsTabs } from '../../../components/settings-tabs';

type ProfileValues = { firstName: string; lastName: string; username: string; email: string };

// The contract's own sentence for a username with other characters (English); the catalogue words it per language.
const USERNAME_CHARACTERS = 'Use letters, digits, dots, dashes or underscores';

export function ProfilePage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <Stack>
      <Title order={1}>{t('settings')}</Title>
      <SettingsTabs />
      {/* Keyed by user so the form starts from the stored profile, not from a stale copy. */}
      {user && <ProfileForm key={user.id} user={user} />}
    </Stack>
  );
}

function ProfileForm({ user }: { user: MeResponse }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const mutation = useUpdateProfile();
  const form = useForm<ProfileValues>({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
    },
    validate: withSentences<ProfileValues>(zod4Resolver(profileBody), () => ({
      [messages.emailInvalid]: t('common:validation.email'),
      [USERNAME_CHARACTERS]: t('profile.usernameCharacters'),
    })),
  });

  async function submit(values: ProfileValues) {
    try {
      await mutation.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
      });
      toast.success(t('profile.updated'));
    } catch (err) {
      // The field's error under it (an e-mail in use); the toast says it either way.
      applyServerError(form, err, () => {});
      toast.error(errorMessage(err, t('profile.error')));
    }
  }

  const input = (
    field: keyof ProfileValues,
    label: string,
    extra: { type?: string; autoComplete?: string } = {},
  ) => (
    <TextInput
      label={label}
      key={form.key(field)}
      {...form.getInputProps(field)}
      {...(field === 'email'
        ? { onChange: (e) => form.setFieldValue('email', e.currentTarget.value.toLowerCase()) }
        : {})}
      {...extra}
    />
  );

  return (
    <Card withBorder padding="xl" maw={560} component="section" aria-labelledby="profile-title">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={2} size="h3" id="profile-title">
            {t('profile.title')}
          </Title>
          <Group grow align="flex-start">
            {input('firstName', t('profile.firstName'), { autoComplete: 'given-name' })}
            {input('lastName', t('profile.lastName'), { autoComplete: 'family-name' })}
          </Group>
          {input('username', t('profile.username'), { autoComplete: 'username' })}
          {input('email', t('profile.email'), { type: 'email', autoComplete: 'email' })}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
