import { Button, Group, Text } from '@mantine/core';
import { IconArchive, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useBatchNotifications, type NotificationBatchAction } from '../api/batch-notifications';

/** Archive or delete the selected rows, after a confirmation naming how many. */
export function BatchToolbar({
  ids,
  onDone,
  archive = true,
  withItems = 0,
}: {
  ids: string[];
  onDone: () => void;
  /** Archived rows offer delete only. */
  archive?: boolean;
  /** How many of the selected rows are pushes of scheduled items (their items stay scheduled). */
  withItems?: number;
}) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const batch = useBatchNotifications();
  const [confirm, setConfirm] = useState<NotificationBatchAction | null>(null);
  if (ids.length === 0) return null;

  async function run(action: NotificationBatchAction) {
    try {
      const res = await batch.mutateAsync({ action, ids });
      toast.success(res.message);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, t(action === 'archive' ? 'errors.archive' : 'errors.delete')));
    } finally {
      setConfirm(null);
    }
  }

  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {t('batch.selected', { count: ids.length })}
      </Text>
      {archive && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArchive size={14} />}
          onClick={() => setConfirm('archive')}
        >
          {t('batch.archive')}
        </Button>
      )}
      <Button
        color="red"
        variant="light"
        size="xs"
        leftSection={<IconTrash size={14} />}
        onClick={() => setConfirm('delete')}
      >
        {t('batch.delete')}
      </Button>
      {confirm && (
        <ConfirmDialog
          opened
          title={t(confirm === 'archive' ? 'batch.archiveTitle' : 'batch.deleteTitle')}
          message={[
            t(confirm === 'archive' ? 'batch.archiveConfirm' : 'batch.deleteConfirm', { count: ids.length }),
            withItems > 0 ? t('batch.itemsStayScheduled', { count: withItems }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t(confirm === 'archive' ? 'batch.archive' : 'batch.delete')}
          danger={confirm === 'delete'}
          loading={batch.isPending}
          onConfirm={() => void run(confirm)}
          onClose={() => setConfirm(null)}
        />
      )}
    </Group>
  );
}
