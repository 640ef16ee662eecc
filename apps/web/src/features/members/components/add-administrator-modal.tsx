import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdministratorForm, type AdministratorPayload } from '../../../components/administrator-form';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useCreateAdministrator } from '../api/create-administrator';

/** Adds another administrator to the caller's own community (no community to choose). */
export function AddAdministratorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const mutation = useCreateAdministrator();

  async function submit(payload: AdministratorPayload) {
    try {
      const res = await mutation.mutateAsync(payload);
      toast.success(res.message || t('addAdmin.created'));
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, t('errors.createAdministrator')));
      // The form puts the message under the field the server names.
      throw err;
    }
  }

  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {t('addAdmin.text')}
      </Text>
      <AdministratorForm
        submitLabel={t('addAdministrator')}
        onSubmit={submit}
        onCancel={onCancel}
        pending={mutation.isPending}
      />
    </>
  );
}

export function AddAdministratorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('members');
  return (
    <Modal opened={opened} onClose={onClose} title={t('addAdministrator')} centered size="lg">
      {opened && <AddAdministratorForm onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
