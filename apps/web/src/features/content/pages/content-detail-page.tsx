import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Group,
  Image,
  List,
  Loader,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconChevronDown, IconEdit, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { FeedItemDetail, KindPath } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useBatchFeedItems } from '../api/batch-feed-items';
import { useRestoreFeedItems } from '../api/restore-feed-item';
import { useDestroyFeedItem, useFeedItemAction, type FeedItemAction } from '../api/feed-item-actions';
import { useFeedItem } from '../api/get-feed-item';
import { ApprovalPanel } from '../components/approval-panel';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { INPUT_TYPE_LABELS } from '../components/form-builder-model';
import { KINDS, detailPath, kindOfType } from '../components/kinds';
import { ACCESS_LABELS, StatusBadge, formatDate } from '../components/labels';
import { PublishDialog } from '../components/publish-dialog';
import { ScheduleTime } from '../components/schedule-time';
import { zoneLabel } from '../../../components/time-picker';
import { PublishingLog } from '../components/publishing-log';
import { useKindPath } from '../components/use-kind-path';

const ACTION_TEXT: Record<FeedItemAction, { done: string; fallback: string }> = {
  retract: { done: 'The item was retracted', fallback: 'Error trying to retract feed item' },
  archive: { done: 'The item was archived', fallback: 'Error trying to archive feed item' },
  pin: { done: 'The item was pinned', fallback: 'Error trying to pin feed item' },
  unpin: { done: 'The item was unpinned', fallback: 'Error trying to unpin feed item' },
};

type Confirm = 'delete' | 'destroy' | 'retract' | 'archive' | null;

export function ContentDetailPage() {
  const kind = useKindPath();
  const { id = '' } = useParams();
  const item = useFeedItem(id);
  if (item.isPending)
    return (
      <Center py={80} role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  if (item.isError)
    return (
      <Stack>
        <Alert color="red" title="Error">
          {errorMessage(item.error, 'Error trying to fetch feed item view')}
        </Alert>
        <Group>
          <Button variant="default" component={Link} to={`/admin/${kind}`}>
            Back to {KINDS[kind].plural}
          </Button>
          <Button onClick={() => void item.refetch()}>Try again</Button>
        </Group>
      </Stack>
    );
  // An event opened under /admin/news/… (an old link, a typed address) moves to its own kind's screen.
  const own = kindOfType(item.data.feedItemType);
  if (own.path !== kind) return <Navigate to={detailPath(own.path, item.data.id)} replace />;
  return <Detail kind={kind} item={item.data} />;
}

function Detail({ kind, item }: { kind: KindPath; item: FeedItemDetail }) {
  const info = KINDS[kind];
  const toast = useToast();
  const navigate = useNavigate();
  const action = useFeedItemAction();
  const batch = useBatchFeedItems();
  const restore = useRestoreFeedItems();
  const { t } = useTranslation('content');
  const destroy = useDestroyFeedItem();
  const [publishing, setPublishing] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const run = async (what: FeedItemAction) => {
    try {
      await action.mutateAsync({ action: what, id: item.id });
      toast.success(ACTION_TEXT[what].done);
    } catch (err) {
      toast.error(errorMessage(err, ACTION_TEXT[what].fallback));
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
        errorMessage(
          err,
          confirm === 'destroy' ? 'Error trying to destroy feed item' : 'Error trying to delete feed item',
        ),
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
  const CONFIRM_TEXT: Record<
    Exclude<Confirm, null>,
    { title: string; message: string; label: string; danger?: boolean }
  > = {
    retract: {
      title: 'Retract item',
      message: 'Members will no longer see it until you publish it again.',
      label: 'Retract',
    },
    archive: {
      title: 'Archive item',
      message: 'It moves to the archived list and leaves the app.',
      label: 'Archive',
    },
    delete: {
      title: 'Delete item',
      message: 'It disappears from the app and moves to the deleted list.',
      label: 'Delete',
      danger: true,
    },
    destroy: {
      title: 'Delete permanently',
      message: 'The item and its files are removed for good. This cannot be undone.',
      label: 'Delete permanently',
      danger: true,
    },
  };

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/admin/${kind}`}>
          {info.plural}
        </Anchor>
        <Text>{item.headline}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{item.headline}</Title>
          <Group gap="xs">
            <StatusBadge status={item.status} deleted={item.isDeleted} />
            {item.pinned && <Badge variant="outline">Pinned</Badge>}
            {item.featured && (
              <Badge variant="outline" color="grape">
                Featured
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {info.singular}
            </Text>
          </Group>
        </Stack>
        {!gone && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              component={Link}
              to={`/admin/${kind}/${item.id}/edit`}
            >
              Edit
            </Button>
            <Button leftSection={<IconSend size={16} />} onClick={() => setPublishing(true)} disabled={busy}>
              {live ? 'Publish again' : 'Publish'}
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="light" rightSection={<IconChevronDown size={16} />} loading={busy}>
                  More actions
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item disabled={!live} onClick={() => setConfirm('retract')}>
                  Retract
                </Menu.Item>
                <Menu.Item disabled={item.status === 'ARCHIVED'} onClick={() => setConfirm('archive')}>
                  Archive
                </Menu.Item>
                {item.pinned ? (
                  <Menu.Item onClick={() => void run('unpin')}>Unpin</Menu.Item>
                ) : (
                  <Menu.Item onClick={() => void run('pin')}>Pin</Menu.Item>
                )}
                <Menu.Divider />
                <Menu.Item color="red" onClick={() => setConfirm('delete')}>
                  Delete
                </Menu.Item>
                <Menu.Item color="red" onClick={() => setConfirm('destroy')}>
                  Delete permanently
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
        {gone && (
          <Group gap="xs">
            <Button loading={restore.isPending} onClick={() => void restoreItem()}>
              {t('restore.action')}
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirm('destroy')}>
              Delete permanently
            </Button>
          </Group>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Fact label="Audience">{ACCESS_LABELS[item.access]}</Fact>
        <Fact label={item.status === 'SCHEDULED' ? 'Goes live' : 'Published on'}>
          {item.status === 'SCHEDULED' && item.publishAt ? (
            <ScheduleTime at={item.publishAt} zone={item.publishZone} />
          ) : (
            formatDate(item.publishedOn)
          )}
        </Fact>
        <Fact label="Views · likes">
          {item.views} · {item.likes}
        </Fact>
      </SimpleGrid>

      {(item.groups.length > 0 || item.recipients.length > 0) && (
        <Card withBorder padding="lg" component="section" aria-label="Audience">
          <Stack gap="xs">
            {item.groups.length > 0 && (
              <Group gap="xs">
                <Text fw={500}>Groups:</Text>
                {item.groups.map((g) => (
                  <Badge key={g.id} variant="light">
                    {g.group}
                  </Badge>
                ))}
              </Group>
            )}
            {item.recipients.length > 0 && (
              <Group gap="xs">
                <Text fw={500}>Members:</Text>
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

      <Card withBorder padding="lg" component="section" aria-label="Content">
        <Stack>
          {item.coverImage && (
            <Image
              src={item.coverImage.fileUrl}
              alt="Cover image"
              mah={240}
              w="auto"
              fit="contain"
              radius="sm"
            />
          )}
          {item.tagline && <Text size="lg">{item.tagline}</Text>}
          {item.tags.length > 0 && (
            <Group gap={4}>
              {item.tags.map((t) => (
                <Badge key={t} variant="outline" size="sm">
                  {t}
                </Badge>
              ))}
            </Group>
          )}
          {item.citationRequired && <Text size="sm">Citation required</Text>}
          <KindData kind={kind} item={item} />
        </Stack>
      </Card>

      {kind === 'documents' && item.approval && (
        <ApprovalPanel emails={item.approval.emails} approvals={item.approval.approvals} />
      )}
      <PublishingLog id={item.id} />

      <PublishDialog item={item} opened={publishing} onClose={() => setPublishing(false)} />
      {confirm && (
        <ConfirmDialog
          opened
          title={CONFIRM_TEXT[confirm].title}
          message={CONFIRM_TEXT[confirm].message}
          confirmLabel={CONFIRM_TEXT[confirm].label}
          danger={CONFIRM_TEXT[confirm].danger}
          loading={busy}
          onConfirm={() => void onConfirm()}
          onClose={() => setConfirm(null)}
        />
      )}
    </Stack>
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

/** Stored HTML has been through the server's allow-list, so it is shown as it is. */
function Html({ html }: { html?: string }) {
  if (!html) return null;
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

function KindData({ kind, item }: { kind: KindPath; item: FeedItemDetail }) {
  const row = (label: string, value: ReactNode) =>
    value ? (
      <Group gap="xs">
        <Text fw={500}>{label}:</Text>
        <Text>{value}</Text>
      </Group>
    ) : null;
  switch (kind) {
    case 'events':
      return (
        <>
          {row('Location', item.location)}
          <Stack gap={4}>
            <Text fw={500}>Dates{item.zone ? ` (${zoneLabel(item.zone)})` : ''}:</Text>
            {item.dateTimes?.length ? (
              <List data-testid="event-dates">
                {item.dateTimes.map((d, i) => (
                  <List.Item key={d.id ?? i}>
                    {d.date}, {d.startTime} – {d.endTime}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text c="dimmed">No dates</Text>
            )}
          </Stack>
          <Html html={item.body} />
        </>
      );
    case 'jobs':
      return (
        <>
          {row('Position', item.position)}
          {row('Employer', item.employer)}
          {row('Location', item.location)}
          {row('Type', item.type)}
          {row('Closing date', item.closing_date)}
          {row('Salary', item.salary)}
          {row(
            'External link',
            item.external_url && (
              <Anchor href={item.external_url} target="_blank" rel="noreferrer">
                {item.external_url}
              </Anchor>
            ),
          )}
          {row('Contact info', item.contact_info)}
          <Html html={item.body} />
          {item.qualifications && (
            <Title order={3} size="h5">
              Qualifications
            </Title>
          )}
          <Html html={item.qualifications} />
          {item.responsibilities && (
            <Title order={3} size="h5">
              Responsibilities
            </Title>
          )}
          <Html html={item.responsibilities} />
        </>
      );
    case 'forms':
      return (
        <>
          {row('Answers are sent to', item.emails?.join(', ') || 'nobody yet')}
          {(item.formNodes ?? []).map((node, i) => (
            <Card key={node.id ?? i} withBorder padding="sm">
              <Text fw={600}>{node.header || `Section ${i + 1}`}</Text>
              {node.description && <Text size="sm">{node.description}</Text>}
              <List mt="xs">
                {node.nodeInputs.map((input, j) => (
                  <List.Item key={input.id ?? j}>
                    {input.label} — {INPUT_TYPE_LABELS[input.type]}
                    {input.isRequired ? ' (required)' : ''}
                    {input.values.length > 0 ? `: ${input.values.join(', ')}` : ''}
                  </List.Item>
                ))}
              </List>
              {node.footer && (
                <Text size="sm" c="dimmed" mt="xs">
                  {node.footer}
                </Text>
              )}
            </Card>
          ))}
        </>
      );
    case 'documents':
      return (
        <>
          {row(
            'Document',
            item.attachment ? (
              <Anchor href={item.attachment.fileUrl} target="_blank" rel="noreferrer">
                {item.attachment.displayName || item.attachment.originalName}
              </Anchor>
            ) : (
              'No file yet'
            ),
          )}
          <Html html={item.body} />
        </>
      );
    default:
      return <Html html={item.body} />;
  }
}

export default ContentDetailPage;
