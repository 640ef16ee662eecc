import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { newAdministratorBody, newCommunityAdministratorBody } from '@gathering/contract';
import { ApiError } from '../../lib/api-client';
import { splitFullName } from './split-full-name';

const FIELDS = ['communityId', 'fullName', 'username', 'email', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

export interface AdministratorPayload {
  communityId?: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface AdministratorFormProps {
  /** Present for a community administrator: the communities to choose from. */
  communities?: { value: string; label: string }[];
  communitiesLoading?: boolean;
  submitLabel: string;
  /** Rejections are shown under the field the server names; the caller toasts them. */
  onSubmit: (payload: AdministratorPayload) => Promise<unknown>;
  onCancel: () => void;
  pending?: boolean;
}

// Server and schema name the first name; the form has one full-name box for it.
const toFormField = (field: string): Field | undefined =>
  field === 'firstName' || field === 'lastName'
    ? 'fullName'
    : (FIELDS as readonly string[]).includes(field)
      ? (field as Field)
      : undefined;

/** New administrator: full name (split into first and last name), username, e-mail, password twice. */
export function AdministratorForm({
  communities,
  communitiesLoading,
  submitLabel,
  onSubmit,
  onCancel,
  pending,
}: AdministratorFormProps) {
  const withCommunity = communities !== undefined;
  const [values, setValues] = useState<Record<Field, string>>({
    communityId: '',
    fullName: '',
    username: '',
    email: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload: AdministratorPayload = {
      ...splitFullName(values.fullName),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      ...(withCommunity ? { communityId: values.communityId } : {}),
    };
    const found: Errors = {};
    if (withCommunity && !values.communityId) found.communityId = 'Please choose the community.';
    const parsed = withCommunity
      ? newCommunityAdministratorBody.safeParse(payload)
      : newAdministratorBody.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = toFormField(String(issue.path[0] ?? ''));
        if (field && !found[field]) found[field] = issue.message;
      }
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await onSubmit(payload);
    } catch (err) {
      const field = err instanceof ApiError && err.field ? toFormField(err.field) : undefined;
      if (field && err instanceof Error) setErrors({ [field]: err.message });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack>
        {withCommunity && (
          <Select
            label="Community"
            placeholder={communitiesLoading ? 'Loading communities…' : 'Choose a community'}
            data={communities}
            searchable
            nothingFoundMessage="No community with that name"
            value={values.communityId || null}
            error={errors.communityId}
            onChange={(v) => set('communityId', v ?? '')}
          />
        )}
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
            onChange={(e) => set('email', e.currentTarget.value.toLowerCase())}
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
          The new administrator receives an e-mail to verify their address.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
