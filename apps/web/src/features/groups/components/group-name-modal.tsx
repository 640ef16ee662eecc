import { Button, Group, Stack } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_MAX, groupCreateBody } from '@gathering/contract';
import { LimitedTextInput } from '../../../components/limited-text-input';
import { applyServerError } from '../../../lib/forms';

// The name alone: members are added from the group's page.
const nameSchema = groupCreateBody.pick({ group: true });

function NameForm({
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['groups', 'common']);
  const form = useForm({ initialValues: { group: initial }, validate: zod4Resolver(nameSchema) });

  async function submit(values: { group: string }) {
    try {
      await onSubmit(nameSchema.parse(values).group);
      onClose();
    } catch (err) {
      // The caller toasts; a refused name (taken, no letters) is also shown under the field.
      applyServerError(form, err, () => undefined);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={submitLabel}>
      <Stack>
        <LimitedTextInput
          label={t('name')}
          max={GROUP_NAME_MAX}
          data-autofocus
          key={form.key('group')}
          {...form.getInputProps('group')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={form.submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for a group name: creating a group and renaming one share it. */
export function GroupNameModal({
  opened,
  title,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered>
      {opened && (
        <NameForm initial={initial} submitLabel={submitLabel} onSubmit={onSubmit} onClose={onClose} />
      )}
    </Dialog>
  );
}
