import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { NotificationBody, NotificationRow } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreateNotification } from '../api/create-notification';
import { useNotification } from '../api/get-notification';
import { useNotificationSettings } from '../api/get-settings';
import { useUpdateNotification } from '../api/update-notification';
import { ComposeForm, type ComposeIntent } from '../components/compose-form';
import { EMPTY_COMPOSE, composeValuesOf } from '../components/compose-model';

/** /admin/notifications/new and /admin/notifications/:id/edit (a draft or a scheduled one). */
export function NotificationComposePage() {
  const { id } = useParams();
  const { t } = useTranslation(['notifications', 'common']);
  const existing = useNotification(id ?? '', !!id);
  if (!id) return <Compose />;
  if (existing.isPending)
    return (
      <Center py={80} role="status" aria-label={t('common:states.loading')}>
        <Loader />
      </Center>
    );
  if (existing.isError)
    return (
      <Alert color="red" title={t('detail.errorTitle')}>
        <Group justify="space-between">
          <Text>{errorMessage(existing.error, t('errors.detail'))}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void existing.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  return <Compose current={existing.data} />;
}

function Compose({ current }: { current?: NotificationRow }) {
  const { t } = useTranslation(['notifications', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateNotification();
  const update = useUpdateNotification();
  // Only for the note under the schedule: without the settings the form works the same, so no error is shown.
  const { data: settings } = useNotificationSettings();
  const quietHours =
    settings?.quietHoursStart && settings.quietHoursEnd
      ? { start: settings.quietHoursStart, end: settings.quietHoursEnd }
      : null;
  // Only drafts and scheduled notifications can change (the server says the same); others open their detail.
  const editable = !current || current.status === 'DRAFT' || current.status === 'SCHEDULED';

  async function save(body: NotificationBody, intent: ComposeIntent) {
    const row = current
      ? await update.mutateAsync({ ...body, id: current.id })
      : await create.mutateAsync(body);
    if (intent === 'draft') {
      toast.success(t('compose.savedDraft'));
      void navigate('/admin/notifications?tab=drafts');
    } else if (row.status === 'SCHEDULED') {
      toast.success(t('compose.scheduled'));
      void navigate('/admin/notifications?tab=scheduled');
    } else {
      toast.success(t('compose.sending'));
      void navigate(`/admin/notifications/${row.id}`);
    }
  }

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/notifications">
          {t('title')}
        </Anchor>
        <Text>{current ? current.title : t('compose.newTitle')}</Text>
      </Breadcrumbs>
      <Title order={1}>{current ? t('compose.editTitle') : t('compose.newTitle')}</Title>
      {editable ? (
        <ComposeForm
          initial={current ? composeValuesOf(current) : EMPTY_COMPOSE}
          current={current}
          appName={user?.community?.name ?? t('compose.appName')}
          appIcon={user?.community?.logo}
          onSave={save}
          onCancel={() =>
            void navigate(current ? `/admin/notifications/${current.id}` : '/admin/notifications')
          }
          onOtherError={(message) => toast.error(message || t(current ? 'errors.update' : 'errors.create'))}
          quietHours={quietHours}
        />
      ) : (
        <Alert color="yellow">
          {t('compose.notEditable')}{' '}
          <Anchor component={Link} to={`/admin/notifications/${current.id}`}>
            {t('compose.openDetail')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
