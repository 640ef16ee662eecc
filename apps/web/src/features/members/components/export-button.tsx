import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useExportMembers } from '../api/export-members';

export function ExportMembersButton() {
  const { t } = useTranslation('members');
  const toast = useToast();
  const mutation = useExportMembers();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={mutation.isPending}
      onClick={async () => {
        try {
          await mutation.mutateAsync();
          toast.success(t('export.done'));
        } catch (err) {
          toast.error(errorMessage(err, t('errors.export')));
        }
      }}
    >
      {t('export.button')}
    </Button>
  );
}
