import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { messages } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { fieldErrorOf } from '../components/field-errors';
import { SettingsTabs } from '../../../components/settings-tabs';

const FIELDS = ['currentPassword', 'password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];
const empty: Record<Field, string> = { currentPassword: '', password: '', confirm_password: '' };

export function PasswordPage() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const toast = useToast();
  const mutation = useChangePassword();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (values.password !== values.confirm_password) {
      setErrors({ confirm_password: messages.passwordsDiffer });
      return;
    }
    setErrors({});
    try {
      const res = await mutation.mutateAsync(values);
      setValues(empty);
      toast.success(res.message);
    } catch (err) {
      setErrors(fieldErrorOf(err, FIELDS));
      toast.error(errorMessage(err, 'Error trying to change your password'));
    }
  }

  const input = (field: Field, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [field]: value }));
      }}
    />
  );

  return (
    <Stack>
      <Title order={1}>Settings</Title>
      <SettingsTabs />
      <Card withBorder padding="xl" maw={560} component="section" aria-labelledby="password-title">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2} size="h3" id="password-title">
              Change Password
            </Title>
            {input('currentPassword', 'Current password', 'current-password')}
            {input('password', 'New password', 'new-password')}
            {input('confirm_password', 'Confirm new password', 'new-password')}
            <Group justify="flex-end">
              <Button type="submit" loading={mutation.isPending}>
                Change Password
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
