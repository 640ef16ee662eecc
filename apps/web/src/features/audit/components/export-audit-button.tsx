import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';

/** Downloads the filtered trail as CSV; the export itself lands in the trail. */
export function ExportAuditButton({
  mutation,
}: {
  mutation: { isPending: boolean; mutateAsync(): Promise<void> };
}) {
  const { t } = useTranslation('audit');
  const toast = useToast();
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
          toast.error(errorMessage(err, t('export.error')));
        }
      }}
    >
      {t('export.button')}
    </Button>
  );
}
