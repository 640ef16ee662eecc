import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBell,
  IconCalendarTime,
  IconChevronDown,
  IconEdit,
  IconHistory,
  IconSend,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { FeedItemDetail, KindPath } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/api-client';
import { useBatchFeedItems } from '../api/batch-feed-items';
import { useRestoreFeedItems } from '../api/restore-feed-item';
import { useDestroyFeedItem, useFeedItemAction, type FeedItemAction } from '../api/feed-item-actions';
import { useFeedItem } from '../api/get-feed-item';
import { ApprovalPanel } from '../components/approval-panel';
import { ContentBody } from '../components/content-body';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { detailPath, kindOfType } from '../components/kinds';
import { StatusBadge, dateTimeOrDash } from '../components/labels';
import { PublishDialog } from '../components/publish-dialog';
import { publishModeOf, type PublishMode } from '../components/publish-model';
import { ScheduleTime } from '../components/schedule-time';
import { PublishingLog } from '../components/publishing-log';
import { useKindPath } from '../components/use-kind-path';

type Confirm = 'delete' | 'destroy' | 'retract' | 'archive' | null;

/** `analytics`: the item's analytics views, composed in by the app page (features do not import each other). */
export function ContentDetailPage({ analytics }: { analytics?: (id: string) => ReactNode } = {}) {
  const { t } = useTranslation(['content', 'common']);
  const kind = useKindPath();
  const { id = '' } = useParams();
  const item = useFeedItem(id);
  if (item.isPending)
    return (
      <Center py={80} role="status" aria-label={t('common:shell.loading')}>
        <Loader />
      </Center>
    );
  if (item.isError)
    return (
      <Stack>
        <Alert color="red" title={t('detail.error')}>
          {errorMessage(item.error, t('detail.fetchFailed'))}
        </Alert>
        <Group>
          <Button variant="default" component={Link} to={`/admin/${kind}`}>
            {t('detail.backTo', { kind: t(`kinds.${kind}.plural`) })}
          </Button>
          <Button onClick={() => void item.refetch()}>{t('common:actions.retry')}</Button>
        </Group>
      </Stack>
    );
  // An event opened under /admin/news/… (an old link, a typed address) moves to its own kind's screen.
  const own = kindOfType(item.data.feedItemType);
  if (own.path !== kind) return <Navigate to={detailPath(own.path, item.data.id)} replace />;
  return <Detail kind={kind} item={item.data} analytics={analytics} />;
}

function Detail({
  kind,
  item,
  analytics,
}: {
  kind: KindPath;
  item: FeedItemDetail;
  analytics?: (id: string) => ReactNode;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const action = useFeedItemAction();
  const batch = useBatchFeedItems();
  const restore = useRestoreFeedItems();
  const { t } = useTranslation(['content', 'common']);
  const destroy = useDestroyFeedItem();
  // The dialog, opened for what the button that opened it said (publish-model.ts).
  const [publishing, setPublishing] = useState<PublishMode | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const run = async (what: FeedItemAction) => {
    try {
      await action.mutateAsync({ action: what, id: item.id });
      toast.success(t(`detail.done.${what}`));
    } catch (err) {
      toast.error(errorMessage(err, t(`detail.failed.${what}`)));
    }
  };

  const onConfirm = async () => {
    try {
      if (confirm === 'retract' || confirm === 'archive') await run(confirm);
      else if (confirm === 'delete') {
        const res = await batch.mutateAsync({ action: 'delete', ids: [item.id] });
        toast.success(res.message);
        navigate(`/admin/${kind}`);
      } else if (confirm === 'destroy') {
        const res = await destroy.mutateAsync(item.id);
        toast.success(res.message);
        navigate(`/admin/${kind}`);
      }
    } catch (err) {
      toast.error(
        errorMessage(err, t(confirm === 'destroy' ? 'detail.failed.destroy' : 'detail.failed.delete')),
      );
    } finally {
      setConfirm(null);
    }
  };

  const live = item.status === 'PUBLISHED' || item.status === 'SCHEDULED';
  // Archived and deleted items offer only Restore (back to a draft) and Delete permanently.
  const gone = item.isDeleted || item.status === 'ARCHIVED';
  const restoreItem = async () => {
    try {
      await restore.mutateAsync([item.id]);
      toast.success(t('restore.done', { count: 1 }));
    } catch (err) {
      toast.error(errorMessage(err, t('restore.failed')));
    }
  };
  const busy = action.isPending || batch.isPending || destroy.isPending;
  // Deleting (softly or for good) is the dangerous kind of confirmation.
  const danger = confirm === 'delete' || confirm === 'destroy';

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/admin/${kind}`}>
          {t(`kinds.${kind}.plural`)}
        </Anchor>
        <Text>{item.headline}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{item.headline}</Title>
          <Group gap="xs">
            <StatusBadge status={item.status} deleted={item.isDeleted} />
            {item.pinned && <Badge variant="outline">{t('detail.pinned')}</Badge>}
            {item.featured && (
              <Badge variant="outline" color="grape">
                {t('detail.featured')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t(`kinds.${kind}.singular`)}
            </Text>
          </Group>
          {item.revision && (
            <Text size="sm" c="dimmed">
              {t('revisions.savedLine', {
                number: item.revision.number,
                when: formatDateTime(item.revision.savedAt),
                who: item.revision.savedBy ?? t('revisions.someone'),
              })}
            </Text>
          )}
        </Stack>
        {!gone && (
          <Group gap="xs">
            <HistoryButton kind={kind} id={item.id} />
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              component={Link}
              to={`/admin/${kind}/${item.id}/edit`}
            >
              {t('common:actions.edit')}
            </Button>
            {/* Named for what it does: publish a draft, publish a scheduled item now, change a live one. */}
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => setPublishing(publishModeOf(item))}
              disabled={busy}
            >
              {t(`detail.main.${publishModeOf(item) as 'publish' | 'now' | 'live'}`)}
            </Button>
            {item.status === 'SCHEDULED' && (
              <Button
                variant="default"
                leftSection={<IconCalendarTime size={16} />}
                onClick={() => setPublishing('schedule')}
                disabled={busy}
              >
                {t('detail.changeSchedule')}
              </Button>
            )}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="light" rightSection={<IconChevronDown size={16} />} loading={busy}>
                  {t('detail.moreActions')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item disabled={!live} onClick={() => setConfirm('retract')}>
                  {t('batch.retract.label')}
                </Menu.Item>
                <Menu.Item disabled={item.status === 'ARCHIVED'} onClick={() => setConfirm('archive')}>
                  {t('batch.archive.label')}
                </Menu.Item>
                {item.pinned ? (
                  <Menu.Item onClick={() => void run('unpin')}>{t('detail.unpin')}</Menu.Item>
                ) : (
                  <Menu.Item onClick={() => void run('pin')}>{t('detail.pin')}</Menu.Item>
                )}
                <Menu.Divider />
                <Menu.Item color="red" onClick={() => setConfirm('delete')}>
                  {t('batch.delete.label')}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => setConfirm('destroy')}>
                  {t('detail.destroy')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
        {gone && (
          <Group gap="xs">
            <HistoryButton kind={kind} id={item.id} />
            <Button loading={restore.isPending} onClick={() => void restoreItem()}>
              {t('restore.action')}
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirm('destroy')}>
              {t('detail.destroy')}
            </Button>
          </Group>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Fact label={t('detail.audience')}>{t(`access.${item.access}`)}</Fact>
        <Fact label={item.status === 'SCHEDULED' ? t('detail.scheduledFor') : t('detail.publishedOn')}>
          {item.status === 'SCHEDULED' && item.publishAt ? (
            <>
              <ScheduleTime at={item.publishAt} zone={item.publishZone} />
              {item.notifyOnPublish && (
                <Text span display="block" size="sm" c="dimmed">
                  <IconBell size={14} aria-hidden /> {t('detail.pushWhenLive')}
                </Text>
              )}
            </>
          ) : (
            dateTimeOrDash(item.publishedOn)
          )}
        </Fact>
        <Fact label={t('detail.viewsLikes')}>
          {item.views} · {item.likes}
        </Fact>
      </SimpleGrid>

      {(item.groups.length > 0 || item.recipients.length > 0) && (
        <Card withBorder padding="lg" component="section" aria-label={t('detail.audience')}>
          <Stack gap="xs">
            {item.groups.length > 0 && (
              <Group gap="xs">
                <Text fw={500}>{t('detail.labelled', { label: t('detail.groups') })}</Text>
                {item.groups.map((g) => (
                  <Badge key={g.id} variant="light">
                    {g.group}
                  </Badge>
                ))}
              </Group>
            )}
            {item.recipients.length > 0 && (
              <Group gap="xs">
                <Text fw={500}>{t('detail.labelled', { label: t('detail.members') })}</Text>
                {item.recipients.map((r) => (
                  <Badge key={r.id} variant="light" color="teal">
                    {r.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Card>
      )}

      <ContentBody kind={kind} item={item} />

      {kind === 'documents' && item.approval && (
        <ApprovalPanel emails={item.approval.emails} approvals={item.approval.approvals} />
      )}
      <PublishingLog id={item.id} />
      {analytics?.(item.id)}

      <PublishDialog
        item={item}
        opened={publishing !== null}
        mode={publishing ?? 'publish'}
        onClose={() => setPublishing(null)}
      />
      {confirm && (
        <ConfirmDialog
          opened
          title={t(`detail.confirm.${confirm}.title`)}
          message={t(`detail.confirm.${confirm}.message`)}
          confirmLabel={t(`detail.confirm.${confirm}.label`)}
          danger={danger}
          loading={busy}
          onConfirm={() => void onConfirm()}
          onClose={() => setConfirm(null)}
        />
      )}
    </Stack>
  );
}

function HistoryButton({ kind, id }: { kind: KindPath; id: string }) {
  const { t } = useTranslation('content');
  return (
    <Button
      variant="default"
      leftSection={<IconHistory size={16} />}
      component={Link}
      to={`${detailPath(kind, id)}/history`}
    >
      {t('revisions.open')}
    </Button>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text>{children}</Text>
    </Card>
  );
}
