import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { messages, passwordChangeBody, type PasswordChangeBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useChangePassword } from '../api/change-password';
import { SettingsTabs } from '../../../components/settings-tabs';

const empty: PasswordChangeBody = { currentPassword: '', password: '', confirm_password: '' };

export function PasswordPage() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const mutation = useChangePassword();
  const form = useForm<PasswordChangeBody>({
    initialValues: empty,
    validate: withSentences(zod4Resolver(passwordChangeBody), () => ({
      [messages.passwordTooShort]: t('password.tooShort'),
      [messages.passwordTooLong]: t('password.tooLong'),
      [messages.passwordsDiffer]: t('password.differ'),
    })),
  });

  async function submit(values: PasswordChangeBody) {
    try {
      const res = await mutation.mutateAsync(values);
      form.setValues(empty);
      toast.success(res.message);
    } catch (err) {
      // The field's error under it (a wrong current password); the toast says it either way.
      applyServerError(form, err, () => {});
      toast.error(errorMessage(err, t('password.error')));
    }
  }

  const input = (field: keyof PasswordChangeBody, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );

  return (
    <Stack>
      <Title order={1}>{t('settings')}</Title>
      <SettingsTabs />
      <Card withBorder padding="xl" maw={560} component="section" aria-labelledby="password-title">
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <Title order={2} size="h3" id="password-title">
              {t('password.title')}
            </Title>
            {input('currentPassword', t('password.current'), 'current-password')}
            {input('password', t('password.new'), 'new-password')}
            {input('confirm_password', t('password.confirm'), 'new-password')}
            <Group justify="flex-end">
              <Button type="submit" loading={mutation.isPending}>
                {t('password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
