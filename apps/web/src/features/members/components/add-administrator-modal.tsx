import { Button, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { administratorMessages, newAdministratorBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateAdministrator } from '../api/create-administrator';
import { MEMBER_ERRORS } from './member-texts';
import { splitFullName } from './split-full-name';

const FIELDS = ['fullName', 'username', 'email', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  fullName: '',
  username: '',
  email: '',
  password: '',
  password_confirmation: '',
};

// The schema names first and last name; the form has one full-name box for both.
const toFormField = (field: string): Field | undefined =>
  field === 'firstName' || field === 'lastName'
    ? 'fullName'
    : (FIELDS as readonly string[]).includes(field)
      ? (field as Field)
      : undefined;

/** Full name (first word = first name, the rest = last name), username, e-mail, password twice. */
export function AddAdministratorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const toast = useToast();
  const mutation = useCreateAdministrator();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload = {
      ...splitFullName(values.fullName),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
    };
    const parsed = newAdministratorBody.safeParse(payload);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = toFormField(String(issue.path[0] ?? ''));
        if (field) found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const res = await mutation.mutateAsync(parsed.data);
      toast.success(res.message || administratorMessages.administratorCreated);
      onDone();
    } catch (err) {
      const field = err instanceof ApiError && err.field ? toFormField(err.field) : undefined;
      if (field && err instanceof Error) setErrors({ [field]: err.message });
      toast.error(errorMessage(err, MEMBER_ERRORS.createAdministrator));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add administrator">
      <Stack>
        <TextInput
          label="Full name"
          description="First name, then last name"
          data-autofocus
          value={values.fullName}
          error={errors.fullName}
          onChange={(e) => set('fullName', e.currentTarget.value)}
          autoComplete="off"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Username"
            value={values.username}
            error={errors.username}
            onChange={(e) => set('username', e.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label="E-mail"
            type="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            autoComplete="off"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Password"
            value={values.password}
            error={errors.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            autoComplete="new-password"
          />
          <PasswordInput
            label="Confirm password"
            value={values.password_confirmation}
            error={errors.password_confirmation}
            onChange={(e) => set('password_confirmation', e.currentTarget.value)}
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          The new administrator can manage this community and receives an e-mail to verify their address.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Add administrator
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AddAdministratorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add administrator" centered size="lg">
      {opened && <AddAdministratorForm onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
