import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadCallSheet } from '../api/download-call-sheet';
import { useAlertCascade } from '../api/get-alert-cascade';
import { CascadeFigures } from './cascade-figures';
import { CascadePeople } from './cascade-people';

/**
 * An emergency alert's cascade on its page (issue 36 #3): the live counts, the responders' call sheet and the people
 * by state. Polled while the cascade runs; an alert the community's cascade does not cover says so.
 */
export function CascadeSection({ notificationId }: { notificationId: string }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const query = useAlertCascade(notificationId);
  const sheet = useDownloadCallSheet();

  async function print() {
    try {
      await sheet.mutateAsync(notificationId);
    } catch (err) {
      toast.error(errorMessage(err, t('cascade.errorCallSheet')));
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('cascade.title')}>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{t('cascade.title')}</Title>
          {query.data && query.data.status !== 'NONE' && (
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} />}
              loading={sheet.isPending}
              onClick={() => void print()}
            >
              {t('cascade.callSheet')}
            </Button>
          )}
        </Group>
        {query.isPending && <Loader size="sm" aria-label={t('cascade.title')} />}
        {query.isError && <Alert color="red">{errorMessage(query.error, t('cascade.errorCounts'))}</Alert>}
        {query.data?.status === 'NONE' && <Text c="dimmed">{t('cascade.notStarted')}</Text>}
        {query.data && query.data.status !== 'NONE' && (
          <>
            <CascadeFigures cascade={query.data} />
            <CascadePeople notificationId={notificationId} status={query.data.status} />
          </>
        )}
      </Stack>
    </Card>
  );
}
