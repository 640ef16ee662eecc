import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconEdit, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { NotificationDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useDownloadUnreached } from '../api/download-unreached';
import { useNotification } from '../api/get-notification';
import { DeliverNowDialog } from '../components/deliver-now-dialog';
import { AcknowledgedProgress, DeliveryProgress } from '../components/delivery-progress';
import { FiguresGrid } from '../components/figures-grid';
import { AlertBadge, StatusBadge, audienceText, contentPath } from '../components/labels';
import { CascadeSection } from '../components/cascade-section';
import { SendTime } from '../components/send-time';

/** /admin/notifications/:id: the message, who it went to, and its figures, live while it is being sent. */
export function NotificationDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['notifications', 'common']);
  const query = useNotification(id);
  if (query.isPending)
    return (
      <Center py={80} role="status" aria-label={t('common:states.loading')}>
        <Loader />
      </Center>
    );
  if (query.isError)
    return (
      <Stack>
        <Alert color="red" title={t('detail.errorTitle')}>
          {errorMessage(query.error, t('errors.detail'))}
        </Alert>
        <Group>
          <Button variant="default" component={Link} to="/admin/notifications">
            {t('detail.back')}
          </Button>
          <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
        </Group>
      </Stack>
    );
  return <Detail notification={query.data} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text fw={500} miw={140}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Group>
  );
}

function Detail({ notification: n }: { notification: NotificationDetail }) {
  const { t } = useTranslation(['notifications', 'common']);
  const toast = useToast();
  const [delivering, setDelivering] = useState(false);
  const download = useDownloadUnreached();
  const changeable = n.status === 'DRAFT' || n.status === 'SCHEDULED';
  const alert = n.kind === 'EMERGENCY';
  const sentOrSending = n.status === 'SENT' || n.status === 'SENDING' || n.status === 'FAILED';

  async function exportUnreached() {
    try {
      await download.mutateAsync(n.id);
    } catch (err) {
      toast.error(errorMessage(err, t('errors.unreached')));
    }
  }

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/notifications">
          {t('title')}
        </Anchor>
        <Text>{n.title}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{n.title}</Title>
          <Group gap="xs">
            <StatusBadge status={n.status} />
            {alert && <AlertBadge alertType={n.alertType} />}
            {n.archived && (
              <Text size="sm" c="dimmed">
                {t('detail.archived')}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          {changeable && (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              component={Link}
              to={`/admin/notifications/${n.id}/edit`}
            >
              {t('detail.edit')}
            </Button>
          )}
          {changeable && (
            <Button leftSection={<IconSend size={16} />} onClick={() => setDelivering(true)}>
              {t('drafts.deliver')}
            </Button>
          )}
          {alert && sentOrSending && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              onClick={() => void exportUnreached()}
            >
              {t('detail.unreached')}
            </Button>
          )}
        </Group>
      </Group>

      {n.status === 'FAILED' && n.failureReason && (
        <Alert color="red" title={t('detail.failed')}>
          {n.failureReason}
        </Alert>
      )}

      {sentOrSending && (
        <Card withBorder padding="lg" component="section" aria-label={t('detail.figures')}>
          <Stack>
            <FiguresGrid notification={n} />
            <DeliveryProgress notification={n} />
            {alert && <AcknowledgedProgress notification={n} />}
          </Stack>
        </Card>
      )}

      {alert && sentOrSending && <CascadeSection notificationId={n.id} />}

      <Card withBorder padding="lg" component="section" aria-label={t('detail.message')}>
        <Stack gap="xs">
          <Text fw={600}>{n.title}</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{n.body}</Text>
        </Stack>
      </Card>

      <Card withBorder padding="lg" component="section" aria-label={t('detail.delivery')}>
        <Stack gap="xs">
          <Row label={t('columns.audience')}>{audienceText(t, n)}</Row>
          {n.data && (
            <Row label={t('detail.opens')}>
              <Anchor component={Link} to={contentPath(n.data)}>
                {n.data.headline}
              </Anchor>
            </Row>
          )}
          <Row label={n.deliveredOn ? t('columns.sentOn') : t('columns.sendsOn')}>
            {n.deliveredOn ? (
              formatDateTime(n.deliveredOn)
            ) : (
              <SendTime at={n.schedule} zone={n.zone} localTime={n.localTime} />
            )}
          </Row>
          {n.recurrence && (
            <Row label={t('schedule.repeat')}>
              {t(`schedule.repeats.${n.recurrence.frequency}`)}
              {n.recurrence.weekdays.length > 0 &&
                ` (${n.recurrence.weekdays.map((d) => t(`schedule.weekdays.${d}`)).join(', ')})`}
              {' · '}
              {t('detail.until', { day: formatDate(`${n.recurrence.until}T12:00:00`) })}
            </Row>
          )}
          {alert && n.reminderAfterMinutes !== null && (
            <Row label={t('compose.reminders')}>
              {t('detail.reminders', { count: n.reminderMax ?? 0, minutes: n.reminderAfterMinutes })}
            </Row>
          )}
          {n.source === 'PUBLISH' && <Row label={t('detail.source')}>{t('detail.fromPublishing')}</Row>}
        </Stack>
      </Card>

      {delivering && <DeliverNowDialog notification={n} onClose={() => setDelivering(false)} />}
    </Stack>
  );
}
