import { ActionIcon, Alert, Button, Card, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cascadeRespondersBody } from '@gathering/contract';
import { applyServerError } from '../../../lib/forms';

export type ResponderRow = { membershipId: string; name: string; groups: string[] };
type Values = { responders: ResponderRow[] };
type Option = { value: string; label: string };

const validate = zod4Resolver(cascadeRespondersBody);

/**
 * The community's responders: members picked from the community's list, each with the groups (areas) they visit;
 * saved together, as the server keeps them.
 */
export function RespondersForm({
  initial,
  members,
  groups,
  onSave,
  onOtherError,
}: {
  initial: ResponderRow[];
  members: Option[];
  groups: Option[];
  onSave: (rows: ResponderRow[]) => Promise<unknown>;
  onOtherError: (message: string) => void;
}) {
  const { t } = useTranslation(['alert-cascade', 'common']);
  const form = useForm<Values>({ initialValues: { responders: initial }, validate });
  const [picked, setPicked] = useState<string | null>(null);
  const rows = form.getValues().responders;
  const choices = members.filter((m) => !rows.some((r) => r.membershipId === m.value));

  const add = (id: string | null) => {
    const member = members.find((m) => m.value === id);
    if (member)
      form.insertListItem('responders', { membershipId: member.value, name: member.label, groups: [] });
    setPicked(null);
  };

  const submit = form.onSubmit(async (v) => {
    try {
      await onSave(v.responders);
      form.resetDirty();
    } catch (err) {
      applyServerError(form, err, onOtherError);
    }
  });

  return (
    <form noValidate aria-label={t('responders.formLabel')} onSubmit={submit}>
      <Stack>
        <Text size="sm" c="dimmed" maw={640}>
          {t('responders.intro')}
        </Text>
        {rows.length === 0 ? (
          <Alert color="gray">{t('responders.empty')}</Alert>
        ) : (
          rows.map((r, i) => (
            <Card key={r.membershipId} withBorder padding="md">
              <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
                <MultiSelect
                  label={t('responders.groups', { name: r.name })}
                  placeholder={r.groups.length ? undefined : t('responders.groupsPlaceholder')}
                  data={groups}
                  searchable
                  style={{ flex: '1 1 240px' }}
                  key={form.key(`responders.${i}.groups`)}
                  {...form.getInputProps(`responders.${i}.groups`)}
                />
                <ActionIcon
                  variant="default"
                  color="red"
                  size="lg"
                  aria-label={t('responders.remove', { name: r.name })}
                  onClick={() => form.removeListItem('responders', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Card>
          ))
        )}
        {form.errors.responders && (
          <Text c="red" size="sm" role="alert">
            {form.errors.responders}
          </Text>
        )}
        <Select
          label={t('responders.add')}
          placeholder={t('responders.addPlaceholder')}
          data={choices}
          value={picked}
          onChange={add}
          searchable
          clearable
          maw={360}
          nothingFoundMessage={t('common:states.noResults')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
