import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useExportMembers } from '../api/export-members';
import { MEMBER_ERRORS } from './member-texts';

export function ExportMembersButton() {
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
          toast.success('The member list was downloaded as members.csv.');
        } catch (err) {
          toast.error(errorMessage(err, MEMBER_ERRORS.export));
        }
      }}
    >
      Export CSV
    </Button>
  );
}
