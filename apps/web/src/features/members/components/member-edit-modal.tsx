import { Button, Group, Modal, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { memberUpdateBody, type MemberRow, type MemberUpdateBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useBasicGroups } from '../../../lib/basic-groups';
import { useUpdateMember } from '../api/update-member';
import { MEMBER_ERRORS } from './member-texts';

type Field = 'firstName' | 'lastName' | 'email' | 'username' | 'groups';

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
  const toast = useToast();
  const groups = useBasicGroups();
  const mutation = useUpdateMember();
  const [values, setValues] = useState<Required<MemberUpdateBody>>({
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    username: member.username,
    groups: member.groups.map((g) => g.id),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends Field>(field: K, value: Required<MemberUpdateBody>[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  // Groups the member is in are always offered, even before (or without) the list of all groups.
  const options = new Map(member.groups.map((g) => [g.id, g.group]));
  for (const g of groups.data?.groups ?? []) options.set(g.id, g.group);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = changedFields(member, values);
    const parsed = memberUpdateBody.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        found[field] ??= field === 'firstName' ? 'Please enter the first name.' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (Object.keys(parsed.data).length === 0) {
      onClose();
      return;
    }
    try {
      await mutation.mutateAsync({ id: member.id, body: parsed.data });
      toast.success(`${values.firstName} ${values.lastName}`.trim() + ' was updated.');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.field && err.field in values)
        setErrors({ [err.field]: err.message } as Partial<Record<Field, string>>);
      toast.error(errorMessage(err, MEMBER_ERRORS.update));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Edit member">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            data-autofocus
            value={values.firstName}
            error={errors.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            value={values.lastName}
            error={errors.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="E-mail"
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        <TextInput
          label="Username"
          value={values.username}
          error={errors.username}
          onChange={(e) => set('username', e.currentTarget.value)}
        />
        <MultiSelect
          label="Groups"
          placeholder={groups.isPending ? 'Loading groups…' : 'Choose groups'}
          data={[...options].map(([value, label]) => ({ value, label }))}
          value={values.groups}
          onChange={(v) => set('groups', v)}
          searchable
          clearable
          nothingFoundMessage="No group with that name"
          error={groups.isError ? errorMessage(groups.error, MEMBER_ERRORS.groups) : errors.groups}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function MemberEditModal({ member, onClose }: { member: MemberRow | null; onClose: () => void }) {
  return (
    <Modal opened={!!member} onClose={onClose} title="Edit member" centered size="lg">
      {member && <EditForm key={member.id} member={member} onClose={onClose} />}
    </Modal>
  );
}
