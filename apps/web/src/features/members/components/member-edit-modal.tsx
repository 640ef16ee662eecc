import { Button, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { memberUpdateBody, type MemberRow, type MemberUpdateBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useBasicGroups } from '../../../api/get-basic-groups';
import { useUpdateMember } from '../api/update-member';

const validateBody = zod4Resolver(memberUpdateBody);

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Only what changed is sent: an unchanged e-mail of a shared account must not trip the server's guard. */
export function changedFields(member: MemberRow, values: Required<MemberUpdateBody>): MemberUpdateBody {
  const body: MemberUpdateBody = {};
  if (values.firstName.trim() !== member.firstName) body.firstName = values.firstName;
  if (values.lastName.trim() !== member.lastName) body.lastName = values.lastName;
  if (values.email.trim().toLowerCase() !== member.email.toLowerCase()) body.email = values.email;
  if (values.username.trim() !== member.username) body.username = values.username;
  const before = member.groups.map((g) => g.id);
  if (!sameSet(before, values.groups)) body.groups = values.groups;
  return body;
}

function EditForm({ member, onClose }: { member: MemberRow; onClose: () => void }) {
  const { t } = useTranslation(['members', 'common']);
  const toast = useToast();
  const groups = useBasicGroups();
  const mutation = useUpdateMember();
  const form = useForm<Required<MemberUpdateBody>>({
    initialValues: {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      username: member.username,
      groups: member.groups.map((g) => g.id),
    },
    // Only what changed is checked, as only that is sent.
    validate: (values) => validateBody(changedFields(member, values)),
  });

  // Groups the member is in are always offered, even before (or without) the list of all groups.
  const options = new Map(member.groups.map((g) => [g.id, g.group]));
  for (const g of groups.data?.groups ?? []) options.set(g.id, g.group);

  async function submit(values: Required<MemberUpdateBody>) {
    const body = memberUpdateBody.parse(changedFields(member, values));
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await mutation.mutateAsync({ id: member.id, body });
      toast.success(t('updated', { name: `${values.firstName} ${values.lastName}`.trim() }));
      onClose();
    } catch (err) {
      applyServerError(form, err, (message) => toast.error(message || t('errors.update')));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('editTitle')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.firstName')}
            data-autofocus
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          type="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('fields.username')}
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <MultiSelect
          label={t('fields.groups')}
          placeholder={groups.isPending ? t('groupsLoading') : t('groupsChoose')}
          data={[...options].map(([value, label]) => ({ value, label }))}
          searchable
          clearable
          nothingFoundMessage={t('groupsNone')}
          key={form.key('groups')}
          {...form.getInputProps('groups')}
          error={groups.isError ? errorMessage(groups.error, t('errors.groups')) : form.errors.groups}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function MemberEditModal({ member, onClose }: { member: MemberRow | null; onClose: () => void }) {
  const { t } = useTranslation('members');
  return (
    <Dialog opened={!!member} onClose={onClose} title={t('editTitle')} centered size="lg">
      {member && <EditForm key={member.id} member={member} onClose={onClose} />}
    </Dialog>
  );
}
