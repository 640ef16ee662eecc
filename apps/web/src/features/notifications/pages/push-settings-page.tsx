import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationSettingsBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationSettings } from '../api/get-settings';
import { useUpdateNotificationSettings } from '../api/update-settings';
import { PushSettingsForm } from '../components/push-settings-form';
import { settingsValuesOf } from '../components/push-settings-model';

/** /admin/notifications/settings: the community's quiet hours and time zone. */
export function PushSettingsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const toast = useToast();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  async function save(body: NotificationSettingsBody) {
    await update.mutateAsync(body);
    toast.success(t('settings.saved'));
  }

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/notifications">
          {t('title')}
        </Anchor>
        <Text>{t('settings.breadcrumb')}</Text>
      </Breadcrumbs>
      <Title order={1}>{t('settings.title')}</Title>
      {settings.isPending ? (
        <Center py={80} role="status" aria-label={t('common:states.loading')}>
          <Loader />
        </Center>
      ) : settings.isError ? (
        <Alert color="red" title={t('detail.errorTitle')}>
          <Group justify="space-between">
            <Text>{errorMessage(settings.error, t('errors.settings'))}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void settings.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <PushSettingsForm
          initial={settingsValuesOf(settings.data)}
          onSave={save}
          onOtherError={(message) => toast.error(message || t('errors.updateSettings'))}
        />
      )}
    </Stack>
  );
}
