import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { newAdministratorBody, newCommunityAdministratorBody } from '@gathering/contract';
import { applyServerError } from '../../../lib/forms';
import { splitFullName } from './split-full-name';

type Values = {
  communityId: string;
  fullName: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
};

export type AdministratorPayload = {
  communityId?: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
};

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

// Server and schema name the first and last name; the form has one full-name box for both.
const NAME_FIELDS = { firstName: 'fullName', lastName: 'fullName' };
const validateCommunity = zod4Resolver(newCommunityAdministratorBody);
const validatePlatform = zod4Resolver(newAdministratorBody);

/** New administrator: full name (split into first and last name), username, e-mail, password twice. */
export function AdministratorForm({
  communities,
  communitiesLoading,
  submitLabel,
  onSubmit,
  onCancel,
  pending,
}: AdministratorFormProps) {
  const { t } = useTranslation(['administrators', 'common']);
  const withCommunity = communities !== undefined;
  const payloadOf = (values: Values): AdministratorPayload => ({
    ...splitFullName(values.fullName),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    ...(withCommunity ? { communityId: values.communityId } : {}),
  });
  const form = useForm<Values>({
    initialValues: {
      communityId: '',
      fullName: '',
      username: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
    // The contract's schema judges the payload; its first- and last-name issues belong under Full name.
    validate: (values) => {
      const found = (withCommunity ? validateCommunity : validatePlatform)(payloadOf(values));
      const errors: Record<string, React.ReactNode> = {};
      for (const [path, message] of Object.entries(found)) {
        const field = NAME_FIELDS[path as keyof typeof NAME_FIELDS] ?? path;
        errors[field] ??= message;
      }
      if (withCommunity && !values.communityId) errors.communityId = t('form.communityRequired');
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(payloadOf(values));
    } catch (err) {
      // The caller has already told the person in a toast; a named field also shows it in place.
      applyServerError(form, err, () => {}, NAME_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack>
        {withCommunity && (
          <Select
            label={t('form.community')}
            placeholder={communitiesLoading ? t('form.loadingCommunities') : t('form.chooseCommunity')}
            data={communities}
            searchable
            nothingFoundMessage={t('form.noCommunity')}
            {...form.getInputProps('communityId')}
            value={form.getValues().communityId || null}
            onChange={(v) => form.setFieldValue('communityId', v ?? '')}
          />
        )}
        <TextInput
          label={t('form.fullName')}
          description={t('form.fullNameHint')}
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('fullName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.username')} autoComplete="off" {...form.getInputProps('username')} />
          <TextInput
            label={t('form.email')}
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
            onChange={(e) => form.setFieldValue('email', e.currentTarget.value.toLowerCase())}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('form.password')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('form.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('form.verificationHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
