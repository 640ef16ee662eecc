import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { groupNameField } from '@gathering/contract';
import { ApiError } from '../../../lib/api-client';

export const GROUP_NAME_REQUIRED = 'Please enter the group name.';

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
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = groupNameField.safeParse(name);
    if (!parsed.success) {
      setError(name.trim() ? 'Use at most 100 characters.' : GROUP_NAME_REQUIRED);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (err) {
      // The caller toasts; a refused name (taken, no letters) is also shown under the field.
      if (err instanceof ApiError && err.fromServer) setError(err.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack>
        <TextInput
          label="Group name"
          data-autofocus
          value={name}
          error={error}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
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
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && (
        <NameForm initial={initial} submitLabel={submitLabel} onSubmit={onSubmit} onClose={onClose} />
      )}
    </Modal>
  );
}
