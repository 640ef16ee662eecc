import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedItemListEntry, KindPath } from '@gathering/contract';
import { DataTable, usePagedList, type TableState } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useBatchFeedItems, type BatchAction } from '../api/batch-feed-items';
import { useFeatured } from '../api/get-featured';
import { usePinned } from '../api/get-pinned';
import type { ContentView } from '../api/keys';
import { contentListQuery } from '../api/list-content';
import { useRestoreFeedItems } from '../api/restore-feed-item';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { KINDS, detailPath } from '../components/kinds';
import { StatusBadge, dateTimeOrDash } from '../components/labels';
import { scheduleText } from '../components/schedule-time';
import { useKindPath } from '../components/use-kind-path';

type View = ContentView | 'pinned' | 'featured';

const VIEWS: readonly View[] = ['active', 'archived', 'deleted', 'pinned', 'featured'];

const BATCH_ACTIONS: readonly BatchAction[] = ['retract', 'archive', 'delete'];

const column = createColumnHelper<FeedItemListEntry>();

function columnsFor(kind: KindPath, deletedView: boolean, t: TFunction<'content'>) {
  return [
    column.accessor('headline', {
      header: t('list.columns.headline'),
      cell: (c) => (
        <Anchor component={Link} to={detailPath(kind, c.row.original.id)} fw={500}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('status', {
      header: t('list.columns.status'),
      cell: (c) => <StatusBadge status={c.getValue()} deleted={deletedView || c.row.original.isDeleted} />,
    }),
    column.display({
      id: 'access',
      header: t('list.columns.access'),
      cell: (c) => t(`access.${c.row.original.access}`),
    }),
    column.display({
      id: 'tags',
      header: t('list.columns.tags'),
      cell: (c) => (
        <Group gap={4}>
          {c.row.original.tags.map((tag) => (
            <Badge key={tag} variant="outline" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
    }),
    column.accessor('publishedOn', {
      header: t('list.columns.publishedOn'),
      // A scheduled item has not been published yet: when it will be, in the zone it was scheduled in.
      cell: (c) =>
        c.row.original.status === 'SCHEDULED' && c.row.original.publishAt
          ? t('list.scheduledFor', {
              time: scheduleText(c.row.original.publishAt, c.row.original.publishZone),
            })
          : dateTimeOrDash(c.getValue()),
    }),
    column.accessor('views', { header: t('list.columns.views') }),
  ];
}

/** Pinned and featured come as one list for every kind: this kind's, searched and sorted here. */
function localRows(
  rows: FeedItemListEntry[] | undefined,
  state: TableState,
): FeedItemListEntry[] | undefined {
  if (!rows) return undefined;
  const q = state.search.trim().toLowerCase();
  const found = q
    ? rows.filter((r) => r.headline.toLowerCase().includes(q) || r.tagline.toLowerCase().includes(q))
    : rows;
  const key = state.filter as keyof FeedItemListEntry | undefined;
  if (!key) return found;
  const sign = state.dir === 'asc' ? 1 : -1;
  return [...found].sort((a, b) => {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

export function ContentListPage() {
  const kind = useKindPath();
  // A new kind starts from a clean table (page, sort, search, selection).
  return <ContentList key={kind} kind={kind} />;
}

function ContentList({ kind }: { kind: KindPath }) {
  const info = KINDS[kind];
  const toast = useToast();
  const [view, setView] = useState<View>('active');
  const [confirm, setConfirm] = useState<BatchAction | null>(null);
  const batch = useBatchFeedItems();
  const restore = useRestoreFeedItems();
  const { t } = useTranslation(['content', 'common']);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;

  const serverView = view === 'archived' || view === 'deleted' ? view : 'active';
  const local = view === 'pinned' || view === 'featured';
  // Pinned and featured are short lists of their own, paged here (localRows); the other views page on the server.
  const list = usePagedList({ filter: 'updatedAt', dir: 'desc' }, (page) => ({
    ...contentListQuery(kind, { ...page, view: serverView }),
    enabled: !local,
  }));
  const { table: state } = list;
  const pinned = usePinned(view === 'pinned');
  const featured = useFeatured(view === 'featured');
  const localSource =
    view === 'pinned' ? pinned.data?.pinned : view === 'featured' ? featured.data?.featured : undefined;
  const localQuery = view === 'pinned' ? pinned : featured;

  const rows = local
    ? localRows(
        localSource?.filter((r) => r.feedItemType === info.feedItemType),
        state,
      )
    : list.query.data?.data;
  const query = local ? localQuery : list.query;
  const columns = useMemo(() => columnsFor(kind, view === 'deleted', t), [kind, view, t]);
  const selected = [...state.selection].map(String);

  const changeView = (next: string) => {
    setView(next as View);
    state.clearSelection();
    state.setPage(0);
  };

  const runBatch = async () => {
    if (!confirm) return;
    try {
      const res = await batch.mutateAsync({ action: confirm, ids: selected });
      toast.success(res.message);
      state.clearSelection();
    } catch (err) {
      toast.error(errorMessage(err, t(`batch.${confirm}.failed`)));
    } finally {
      setConfirm(null);
    }
  };

  const restoreSelected = async () => {
    try {
      await restore.mutateAsync(selected);
      toast.success(t('restore.done', { count: selected.length }));
      state.clearSelection();
    } catch (err) {
      toast.error(errorMessage(err, t('restore.failed')));
    }
  };

  // Archived and deleted items can only come back (as drafts); retracting, archiving or deleting them means nothing.
  const restorable = view === 'archived' || view === 'deleted';
  const toolbar = restorable ? (
    <Group gap="xs">
      {selected.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('list.selected', { count: selected.length })}
        </Text>
      )}
      <Button
        variant="light"
        disabled={selected.length === 0}
        loading={restore.isPending}
        onClick={() => void restoreSelected()}
      >
        {t('restore.action')}
      </Button>
    </Group>
  ) : (
    <Group gap="xs">
      {selected.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('list.selected', { count: selected.length })}
        </Text>
      )}
      {BATCH_ACTIONS.map((action) => (
        <Button
          key={action}
          variant="light"
          color={action === 'delete' ? 'red' : undefined}
          disabled={selected.length === 0}
          onClick={() => setConfirm(action)}
        >
          {t(`batch.${action}.label`)}
        </Button>
      ))}
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t(`kinds.${kind}.plural`)}</Title>
        <Button component={Link} to={`/admin/${kind}/new`} leftSection={<IconPlus size={16} />}>
          {t('list.create')}
        </Button>
      </Group>
      {/* On a phone the five views stand one above the other, every one in sight (issue 40 #6). */}
      <SegmentedControl
        data={VIEWS.map((value) => ({ value, label: t(`list.views.${value}`) }))}
        value={view}
        onChange={changeView}
        aria-label={t('list.whichItems')}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        w={phone ? undefined : 'fit-content'}
      />
      <DataTable
        aria-label={t('list.tableLabel', { kind: t(`kinds.${kind}.plural`) })}
        columns={columns}
        data={rows}
        meta={local ? undefined : list.query.data?.meta}
        state={state}
        selectable
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, t(`kinds.${kind}.fetchFailed`)) : null}
        onRetry={() => void query.refetch()}
        emptyText={
          state.search ? t('list.noMatch') : view === 'active' ? t(`kinds.${kind}.empty`) : t('list.nothing')
        }
        toolbar={toolbar}
      />
      <ConfirmDialog
        opened={!!confirm}
        title={confirm ? t(`batch.${confirm}.title`, { count: selected.length }) : ''}
        message={confirm ? t(`batch.${confirm}.message`, { count: selected.length }) : ''}
        confirmLabel={confirm ? t(`batch.${confirm}.label`) : t('common:actions.ok')}
        danger={confirm === 'delete'}
        loading={batch.isPending}
        onConfirm={() => void runBatch()}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
