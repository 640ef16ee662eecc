import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MAX,
  CONTACT_KINDS,
  CONTACTS_MAX,
  contactMessages,
  HOUSEHOLD_NOTES_MAX,
  memberContactsBody,
  type ContactKind,
  type MemberContacts,
  type MemberRow,
} from '@gathering/contract';
import { Dialog } from '../../../components/dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useMemberContacts, useSetMemberContacts } from '../api/member-contacts';

interface ChannelValues {
  /** The saved channel's id (its consent's history is shown); a new row has a key of its own. */
  key: string;
  kind: ContactKind;
  value: string;
  alerts: boolean;
  news: boolean;
}
export type ContactsValues = {
  channels: ChannelValues[];
  address: string;
  householdNotes: string;
};

let added = 0;
const newKey = () => `new-${++added}`;

/** The form's values from the server's answer: numbers as people read them (the server reads them back). */
export function contactsValues(saved: MemberContacts): ContactsValues {
  return {
    channels: saved.channels.map((c) => ({
      key: c.id,
      kind: c.kind,
      value: c.display,
      alerts: c.alerts,
      news: c.news,
    })),
    address: saved.address ?? '',
    householdNotes: saved.householdNotes ?? '',
  };
}

/** The body sent: the whole list, in its order (the server keeps the order: the first mobile is texted first). */
export const contactsBody = (v: ContactsValues) => ({
  channels: v.channels.map(({ kind, value, alerts, news }) => ({ kind, value, alerts, news })),
  address: v.address.trim() || null,
  householdNotes: v.householdNotes.trim() || null,
});

const validateBody = zod4Resolver(memberContactsBody);
const PLACEHOLDER: Record<ContactKind, string> = {
  MOBILE: '+1 204 555 0123',
  LANDLINE: '+1 204 555 0123',
  EMAIL: 'name@example.org',
};

function ContactsForm({
  member,
  saved,
  onClose,
}: {
  member: MemberRow;
  saved: MemberContacts;
  onClose: () => void;
}) {
  const { t } = useTranslation(['members', 'common']);
  const toast = useToast();
  const mutation = useSetMemberContacts(member.id);
  const form = useForm<ContactsValues>({
    initialValues: contactsValues(saved),
    validate: withSentences(
      (values) => validateBody(contactsBody(values)),
      () => ({
        [contactMessages.tooMany]: t('contacts.tooMany', { count: CONTACTS_MAX }),
        [contactMessages.addressTooLong]: t('contacts.addressTooLong', { count: ADDRESS_MAX }),
        [contactMessages.notesTooLong]: t('contacts.notesTooLong', { count: HOUSEHOLD_NOTES_MAX }),
      }),
    ),
  });
  const history = new Map(saved.channels.map((c) => [c.id, c]));
  const channels = form.getValues().channels;
  const name = member.fullName || member.username;

  async function submit(values: ContactsValues) {
    try {
      const answer = await mutation.mutateAsync(contactsBody(values));
      toast.success(t('contacts.saved', { name }));
      form.setValues(contactsValues(answer));
      form.resetDirty();
      onClose();
    } catch (err) {
      // A bad number comes back on its field ("channels.1.value"): the server's sentence goes under it.
      applyServerError(form, err, (message) => toast.error(message || t('contacts.saveFailed')));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('contacts.title', { name })}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('contacts.intro', { email: saved.accountEmail })}
        </Text>
        {channels.length === 0 && <Text size="sm">{t('contacts.none')}</Text>}
        {channels.map((c, i) => {
          const before = history.get(c.key);
          const label = t('contacts.channelLabel', { number: i + 1 });
          return (
            <Fieldset key={c.key} legend={label} variant="filled" p="sm">
              <Group align="flex-start" gap="xs" wrap="wrap">
                <Select
                  label={t('contacts.kind')}
                  data={CONTACT_KINDS.map((k) => ({ value: k, label: t(`contacts.kinds.${k}`) }))}
                  allowDeselect={false}
                  w={130}
                  key={form.key(`channels.${i}.kind`)}
                  {...form.getInputProps(`channels.${i}.kind`)}
                />
                <TextInput
                  label={c.kind === 'EMAIL' ? t('contacts.address') : t('contacts.number')}
                  type={c.kind === 'EMAIL' ? 'email' : 'tel'}
                  autoComplete="off"
                  placeholder={PLACEHOLDER[c.kind]}
                  style={{ flex: '1 1 12rem' }}
                  key={form.key(`channels.${i}.value`)}
                  {...form.getInputProps(`channels.${i}.value`)}
                />
              </Group>
              <Group justify="space-between" mt="xs" wrap="wrap">
                <Group gap="md">
                  <Checkbox
                    label={t('contacts.alerts')}
                    key={form.key(`channels.${i}.alerts`)}
                    {...form.getInputProps(`channels.${i}.alerts`, { type: 'checkbox' })}
                  />
                  <Checkbox
                    label={t('contacts.news')}
                    key={form.key(`channels.${i}.news`)}
                    {...form.getInputProps(`channels.${i}.news`, { type: 'checkbox' })}
                  />
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('contacts.remove', { label })}
                  onClick={() => form.removeListItem('channels', i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {before && (
                <Text size="xs" c="dimmed" mt={4}>
                  {t(`contacts.sources.${before.consentSource}`, {
                    date: formatDate(before.consentChangedAt),
                  })}
                </Text>
              )}
            </Fieldset>
          );
        })}
        {typeof form.errors.channels === 'string' && (
          <Text size="sm" c="red" role="alert">
            {form.errors.channels}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={channels.length >= CONTACTS_MAX}
            onClick={() =>
              form.insertListItem('channels', {
                key: newKey(),
                kind: 'MOBILE',
                value: '',
                alerts: true,
                news: false,
              } satisfies ChannelValues)
            }
          >
            {t('contacts.add')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('contacts.consentHelp')}
        </Text>
        <Textarea
          label={t('contacts.householdAddress')}
          rows={3}
          key={form.key('address')}
          {...form.getInputProps('address')}
        />
        <Textarea
          label={t('contacts.householdNotes')}
          description={t('contacts.householdNotesHelp')}
          rows={3}
          key={form.key('householdNotes')}
          {...form.getInputProps('householdNotes')}
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

function Loaded({ member, onClose }: { member: MemberRow; onClose: () => void }) {
  const { t } = useTranslation('members');
  const contacts = useMemberContacts(member.id);
  if (contacts.isPending) return <Loader size="sm" aria-label={t('contacts.loading')} />;
  if (contacts.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(contacts.error, t('contacts.fetchFailed'))}
      </Alert>
    );
  return <ContactsForm member={member} saved={contacts.data} onClose={onClose} />;
}

/** A member's contact channels and consent, and the household's address and notes for responders (issue 36). */
export function MemberContactsModal({ member, onClose }: { member: MemberRow | null; onClose: () => void }) {
  const { t } = useTranslation('members');
  const name = member ? member.fullName || member.username : '';
  return (
    <Dialog opened={!!member} onClose={onClose} title={t('contacts.title', { name })} centered size="lg">
      {member && <Loaded key={member.id} member={member} onClose={onClose} />}
    </Dialog>
  );
}
