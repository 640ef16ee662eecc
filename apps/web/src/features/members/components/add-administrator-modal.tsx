import { Modal, Text } from '@mantine/core';
import { administratorMessages } from '@gathering/contract';
import { AdministratorForm, type AdministratorPayload } from '../../../components/administrator-form';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useCreateAdministrator } from '../api/create-administrator';
import { MEMBER_ERRORS } from './member-texts';

/** Adds another administrator to the caller's own community (no community to choose). */
export function AddAdministratorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const toast = useToast();
  const mutation = useCreateAdministrator();

  async function submit(payload: AdministratorPayload) {
    try {
      const res = await mutation.mutateAsync(payload);
      toast.success(res.message || administratorMessages.administratorCreated);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, MEMBER_ERRORS.createAdministrator));
      // The form puts the message under the field the server names.
      throw err;
    }
  }

  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        The new administrator can manage this community and receives an e-mail to verify their address.
      </Text>
      <AdministratorForm
        submitLabel="Add administrator"
        onSubmit={submit}
        onCancel={onCancel}
        pending={mutation.isPending}
      />
    </>
  );
}

export function AddAdministratorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add administrator" centered size="lg">
      {opened && <AddAdministratorForm onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
