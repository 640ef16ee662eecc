import { Text } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useAddCommunityAdministrator } from '../api/add-community-administrator';
import { AdministratorForm, type AdministratorPayload } from './administrator-form';

/**
 * Adds another administrator to the caller's own community (no community to choose). The members feature's users
 * screen opens it (composed in app/community-users-page.tsx).
 */
function AddAdministratorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('administrators');
  const toast = useToast();
  const mutation = useAddCommunityAdministrator();

  async function submit(payload: AdministratorPayload) {
    try {
      const res = await mutation.mutateAsync(payload);
      toast.success(res.message || t('colleague.created'));
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, t('colleague.error')));
      // The form puts the message under the field the server names.
      throw err;
    }
  }

  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {t('colleague.text')}
      </Text>
      <AdministratorForm
        submitLabel={t('colleague.title')}
        onSubmit={submit}
        onCancel={onCancel}
        pending={mutation.isPending}
      />
    </>
  );
}

export function AddAdministratorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('administrators');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('colleague.title')} centered size="lg">
      {opened && <AddAdministratorForm onDone={onClose} onCancel={onClose} />}
    </Dialog>
  );
}
