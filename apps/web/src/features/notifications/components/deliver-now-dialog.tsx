import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationRow } from '@gathering/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useDeliverNotification } from '../api/deliver-notification';
import { audienceText } from './labels';

/** Sending reaches phones at once and cannot be called back: ask first, then follow the send on its detail. */
export function DeliverNowDialog({
  notification,
  onClose,
}: {
  notification: Pick<NotificationRow, 'id' | 'title' | 'open' | 'groups' | 'recipients'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const navigate = useNavigate();
  const deliver = useDeliverNotification();

  async function send() {
    try {
      const res = await deliver.mutateAsync(notification.id);
      toast.success(res.message);
      onClose();
      void navigate(`/admin/notifications/${notification.id}`);
    } catch (err) {
      toast.error(errorMessage(err, t('errors.deliver')));
      onClose();
    }
  }

  return (
    <ConfirmDialog
      opened
      title={t('drafts.deliverTitle')}
      message={t('drafts.deliverConfirm', {
        title: notification.title,
        audience: audienceText(t, notification),
      })}
      confirmLabel={t('drafts.deliver')}
      loading={deliver.isPending}
      onConfirm={() => void send()}
      onClose={onClose}
    />
  );
}
