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
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { RevisionEntry, RevisionList } from '@gathering/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toasts';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useFeedItem } from '../api/get-feed-item';
import { useRevision, useRevisions } from '../api/get-revisions';
import { useRestoreRevision } from '../api/restore-revision';
import { detailPath } from '../components/kinds';
import { RevisionCompare } from '../components/revision-compare';
import { languagesOf } from '../components/revision-fields';
import { useKindPath } from '../components/use-kind-path';

/**
 * An item's history (issue 40 #3): every kept version with who saved it and when and what was published while it
 * was current; two versions side by side per language; an earlier one restored as the newest. The versions compared
 * and the language are kept in the address.
 */
export function ContentHistoryPage() {
  const { t } = useTranslation(['content', 'common']);
  const kind = useKindPath();
  const { id = '' } = useParams();
  const item = useFeedItem(id);
  const list = useRevisions(id);
  if (item.isPending || list.isPending)
    return (
      <Center py={80} role="status" aria-label={t('common:shell.loading')}>
        <Loader />
      </Center>
    );
  if (item.isError || list.isError)
    return (
      <Alert color="red" title={t('detail.error')}>
        {errorMessage(item.error ?? list.error, t('revisions.failed'))}
      </Alert>
    );
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/admin/${kind}`}>
          {t(`kinds.${kind}.plural`)}
        </Anchor>
        <Anchor component={Link} to={detailPath(kind, id)}>
          {item.data.headline}
        </Anchor>
        <Text>{t('revisions.title')}</Text>
      </Breadcrumbs>
      <Title order={1}>{t('revisions.title')}</Title>
      <Text c="dimmed">{t('revisions.subtitle', { count: list.data.kept })}</Text>
      {list.data.data.length === 0 ? (
        <Text>{t('revisions.none')}</Text>
      ) : (
        <History id={id} list={list.data} />
      )}
    </Stack>
  );
}

const when = (v: RevisionEntry) => formatDateTime(v.savedAt);

function History({ id, list }: { id: string; list: RevisionList }) {
  const { t } = useTranslation(['content', 'common']);
  const toast = useToast();
  const restore = useRestoreRevision();
  const [params, setParams] = useSearchParams();
  const [confirm, setConfirm] = useState<number | null>(null);
  const names = new Map((useCommunityLanguages().data ?? []).map((l) => [l.tag, l.name]));
  const versions = list.data;
  const pick = (key: string, fallback: number) => {
    const n = Number(params.get(key));
    return versions.some((v) => v.number === n) ? n : fallback;
  };
  const right = pick('to', versions[0].number);
  const left = pick('from', (versions[1] ?? versions[0]).number);
  const a = useRevision(id, left);
  const b = useRevision(id, right);
  const languages = languagesOf(a.data?.content, b.data?.content);
  const language = languages.includes(params.get('lang') ?? '') ? params.get('lang')! : languages[0];
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const label = (v: RevisionEntry) =>
    t('revisions.option', {
      number: v.number,
      when: when(v),
      who: v.savedBy?.name ?? t('revisions.someone'),
    });
  const options = versions.map((v) => ({ value: String(v.number), label: label(v) }));
  const title = (n: number) => {
    const v = versions.find((x) => x.number === n)!;
    return v.current
      ? t('revisions.currentTitle', { number: n })
      : t('revisions.versionTitle', { number: n });
  };

  const doRestore = async (number: number) => {
    try {
      const item = await restore.mutateAsync({ id, number });
      toast.success(t('revisions.restored', { number, now: item.revision?.number ?? number }));
      setParams({}, { replace: true });
    } catch (err) {
      toast.error(errorMessage(err, t('revisions.restoreFailed')));
    } finally {
      setConfirm(null);
    }
  };

  return (
    <Stack>
      <Card withBorder padding="lg" component="section" aria-label={t('revisions.versions')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('revisions.versions')}
          </Title>
          {versions.map((v) => (
            <Group key={v.number} justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{t('revisions.versionTitle', { number: v.number })}</Text>
                  {v.current && (
                    <Badge variant="light">
                      {t('revisions.current', { status: t(`status.${list.status}`) })}
                    </Badge>
                  )}
                  {v.restoredFrom && (
                    <Badge variant="outline" color="gray">
                      {t('revisions.restoredFrom', { number: v.restoredFrom })}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('revisions.savedBy', { when: when(v), who: v.savedBy?.name ?? t('revisions.someone') })}
                </Text>
                {v.moves.map((m) => (
                  <Text size="xs" key={`${m.action}${m.at}`}>
                    {t('revisions.move', {
                      what: t(`logActions.${m.action}`),
                      when: formatDateTime(m.at),
                      who: m.by ?? t('log.scheduler'),
                    })}
                  </Text>
                ))}
              </Stack>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => set('from', String(v.number))}>
                  {t('revisions.compare', { number: v.number })}
                </Button>
                {!v.current && !list.isDeleted && (
                  <Button size="xs" variant="light" onClick={() => setConfirm(v.number)}>
                    {t('revisions.restore', { number: v.number })}
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </Card>

      <Card withBorder padding="lg" component="section" aria-label={t('revisions.compareTitle')}>
        <Stack>
          <Title order={2} size="h4">
            {t('revisions.compareTitle')}
          </Title>
          <Group grow align="flex-end" wrap="wrap">
            <Select
              label={t('revisions.left')}
              data={options}
              value={String(left)}
              onChange={(v) => set('from', v)}
              allowDeselect={false}
              miw={220}
            />
            <Select
              label={t('revisions.right')}
              data={options}
              value={String(right)}
              onChange={(v) => set('to', v)}
              allowDeselect={false}
              miw={220}
            />
          </Group>
          <Tabs value={language} onChange={(v) => set('lang', v)}>
            <Tabs.List aria-label={t('revisions.languages')}>
              {languages.map((tag) => (
                <Tabs.Tab key={tag} value={tag}>
                  {names.get(tag) ?? tag}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {a.isPending || b.isPending ? (
            <Loader size="sm" aria-label={t('common:shell.loading')} />
          ) : a.isError || b.isError ? (
            <Text c="red">{errorMessage(a.error ?? b.error, t('revisions.failed'))}</Text>
          ) : (
            <RevisionCompare
              language={language}
              left={a.data.content}
              right={b.data.content}
              leftTitle={title(left)}
              rightTitle={title(right)}
            />
          )}
        </Stack>
      </Card>

      {confirm !== null && (
        <ConfirmDialog
          opened
          title={t('revisions.confirmTitle', { number: confirm })}
          message={
            list.status === 'PUBLISHED'
              ? t('revisions.confirmLive', { number: confirm })
              : list.status === 'SCHEDULED'
                ? t('revisions.confirmScheduled', { number: confirm })
                : t('revisions.confirmDraft', { number: confirm })
          }
          confirmLabel={t('revisions.restore', { number: confirm })}
          loading={restore.isPending}
          onConfirm={() => void doRestore(confirm)}
          onClose={() => setConfirm(null)}
        />
      )}
    </Stack>
  );
}
