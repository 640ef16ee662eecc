import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import type { CommunityExport } from '@gathering/contract';
import { SettingsTabs } from '../../../components/settings-tabs';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes, formatDateTime, formatNumber } from '../../../lib/format';
import { useDownloadExport } from '../api/download-export';
import { useExports } from '../api/list-exports';
import { useRequestExport } from '../api/request-export';

// Filled, in dark shades: white on each passes WCAG AA at badge size (a light green badge measured 3.8:1).
const STATUS_COLOR: Record<CommunityExport['status'], string> = {
  QUEUED: 'gray.7',
  RUNNING: 'blue.9',
  READY: 'teal.9',
  FAILED: 'red.9',
  EXPIRED: 'gray.7',
};

function ExportRow({ item }: { item: CommunityExport }) {
  const { t } = useTranslation('community-settings');
  const toast = useToast();
  const download = useDownloadExport();
  const running = item.status === 'QUEUED' || item.status === 'RUNNING';
  const percent = item.rowsTotal ? Math.round((item.rowsDone / item.rowsTotal) * 100) : 0;
  return (
    <Card
      withBorder
      padding="md"
      component="li"
      aria-label={t('export.item', { when: formatDateTime(item.createdAt) })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{formatDateTime(item.createdAt)}</Text>
          <Badge color={STATUS_COLOR[item.status]} variant="filled">
            {t(`export.status.${item.status}`)}
          </Badge>
        </Group>
        {running && (
          <>
            <Progress value={percent} aria-label={t('export.progressLabel')} />
            <Text size="sm">
              {t('export.progress', {
                done: formatNumber(item.rowsDone),
                total: formatNumber(item.rowsTotal),
                files: formatNumber(item.filesDone),
                filesTotal: formatNumber(item.filesTotal),
              })}
            </Text>
          </>
        )}
        {item.status === 'READY' && (
          <>
            <Text size="sm">
              {t('export.ready', {
                rows: formatNumber(item.rowsTotal),
                files: formatNumber(item.filesTotal),
                size: formatBytes(item.bytes),
                expires: formatDateTime(item.expiresAt ?? ''),
              })}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('export.checksum', { sha256: item.archiveSha256 })}
            </Text>
            <Group>
              <Button
                loading={download.isPending}
                onClick={() =>
                  download.mutate(item.id, {
                    onError: (err) => toast.error(errorMessage(err, t('export.downloadError'))),
                  })
                }
              >
                {t('export.download')}
              </Button>
            </Group>
          </>
        )}
        {item.status === 'FAILED' && <Text size="sm">{t('export.failed')}</Text>}
        {item.status === 'EXPIRED' && <Text size="sm">{t('export.expired')}</Text>}
      </Stack>
    </Card>
  );
}

/** /admin/settings/export: ask for a full export of the community, follow it, download it once ready. */
export function CommunityExportPage() {
  const { t } = useTranslation(['community-settings', 'common']);
  const toast = useToast();
  const query = useExports();
  const request = useRequestExport();
  const running = query.data?.some((e) => e.status === 'QUEUED' || e.status === 'RUNNING') ?? false;
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <SettingsTabs />
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t('export.title')}
          </Title>
          <Text size="sm">{t('export.intro')}</Text>
          <Text size="sm">{t('export.link')}</Text>
          <Button
            loading={request.isPending}
            disabled={running}
            onClick={() =>
              request.mutate(undefined, {
                onSuccess: () => toast.success(t('export.requested')),
                onError: (err) => toast.error(errorMessage(err, t('export.requestError'))),
              })
            }
          >
            {running ? t('export.running') : t('export.request')}
          </Button>
        </Stack>
      </Card>
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('export.loading')} />
        </Group>
      ) : query.isError ? (
        <Alert color="red" title={t('export.loadError')} role="alert">
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t('export.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label={t('export.listLabel')}>
          {query.data.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
