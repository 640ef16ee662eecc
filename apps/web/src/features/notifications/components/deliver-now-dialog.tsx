import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AlertType, NotificationRow } from '@gathering/contract';
import { SendReviewDialog } from './send-review-dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeliverNotification } from '../api/deliver-notification';
import { alertTypeLabel } from './labels';

/**
 * Sending reaches phones at once and cannot be called back: the same review as the compose form's (who, how many,
 * when, what), then the send is followed on its detail. A draft or scheduled send goes now, so it is reviewed as
 * one sent now.
 */
export function DeliverNowDialog({
  notification: n,
  onClose,
}: {
  notification: Pick<
    NotificationRow,
    | 'id'
    | 'title'
    | 'body'
    | 'kind'
    | 'alertType'
    | 'open'
    | 'groups'
    | 'recipients'
    | 'language'
    | 'translations'
  >;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  const deliver = useDeliverNotification();
  const communityName = user?.community?.name ?? t('compose.appName');

  async function send() {
    try {
      const res = await deliver.mutateAsync(n.id);
      toast.success(res.message);
      onClose();
      void navigate(`/admin/notifications/${n.id}`);
    } catch (err) {
      toast.error(errorMessage(err, t('errors.deliver')));
      onClose();
    }
  }

  return (
    <SendReviewDialog
      opened
      request={{
        open: n.open,
        groups: n.groups,
        recipients: n.recipients,
        kind: n.kind,
        language: n.language,
        translations: n.translations,
      }}
      cascade={
        n.kind === 'EMERGENCY'
          ? {
              kind: 'EMERGENCY',
              alertType: n.alertType as AlertType | null,
              title: n.title,
              body: n.body,
              translations: n.translations ?? [],
              open: n.open,
              groups: n.groups,
              recipients: n.recipients,
              language: n.language,
              notificationId: n.id,
            }
          : undefined
      }
      message={{
        title: n.title,
        body: n.body,
        alertLabel: n.alertType ? alertTypeLabel(t, n.alertType) : undefined,
      }}
      appName={communityName}
      appIcon={user?.community?.logo}
      communityName={communityName}
      confirmLabel={n.kind === 'EMERGENCY' ? t('review.confirmAlert') : t('drafts.deliver')}
      loading={deliver.isPending}
      onConfirm={() => void send()}
      onCancel={onClose}
    />
  );
}
