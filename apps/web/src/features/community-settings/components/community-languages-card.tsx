import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityLanguage } from '@gathering/contract';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSaveCommunityLanguages } from '../api/save-community-languages';
import { LanguageDialog, type LanguageDraft } from './language-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; language: CommunityLanguage } | null;

/**
 * The languages the community publishes in (issue 23): any language, named as the community writes it, with its
 * script and direction; one is the default (what members get when an item has none of theirs). Each change is
 * saved at once as the whole list.
 */
export function CommunityLanguagesCard() {
  const { t } = useTranslation(['community-settings', 'common']);
  const toast = useToast();
  const query = useCommunityLanguages();
  const save = useSaveCommunityLanguages();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CommunityLanguage | null>(null);
  const list = query.data ?? [];

  async function store(next: CommunityLanguage[], done: string) {
    try {
      await save.mutateAsync({ languages: next });
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, t('languages.error')));
      return false;
    }
  }

  const move = (i: number, by: -1 | 1) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    void store(next, t('languages.reordered'));
  };
  const makeDefault = (tag: string) =>
    void store(
      list.map((l) => ({ ...l, isDefault: l.tag === tag })),
      t('languages.defaultSet', { name: list.find((l) => l.tag === tag)?.name }),
    );
  const onSave = async (v: LanguageDraft) => {
    const next =
      editing?.mode === 'edit'
        ? list.map((l) => (l.tag === editing.language.tag ? { ...l, ...v, tag: l.tag } : l))
        : [...list, { ...v, isDefault: false }];
    if (
      await store(
        next,
        t(editing?.mode === 'edit' ? 'languages.updated' : 'languages.added', { name: v.name }),
      )
    )
      setEditing(null);
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-languages-title">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="community-languages-title">
            {t('languages.title')}
          </Title>
          <Button size="xs" onClick={() => setEditing({ mode: 'add' })} disabled={!query.data}>
            {t('languages.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('languages.hint')}
        </Text>
        {query.isPending ? (
          <Loader size="sm" aria-label={t('languages.loading')} />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(query.error, t('languages.loadError'))}
          </Alert>
        ) : (
          <Stack
            gap="xs"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('languages.title')}
          >
            {list.map((l, i) => (
              <Card key={l.tag} component="li" withBorder padding="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600} lang={l.tag} dir={l.direction}>
                        {l.name}
                      </Text>
                      {l.isDefault && <Badge size="sm">{t('languages.default')}</Badge>}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('languages.details', {
                        tag: l.tag,
                        script: l.script,
                        direction: t(`languages.${l.direction}`),
                      })}
                    </Text>
                  </Stack>
                  <Group gap={4}>
                    {!l.isDefault && (
                      <Button size="compact-xs" variant="light" onClick={() => makeDefault(l.tag)}>
                        {t('languages.makeDefault')}
                      </Button>
                    )}
                    <Tooltip label={t('languages.moveUp', { name: l.name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('languages.moveUp', { name: l.name })}
                        disabled={i === 0 || save.isPending}
                        onClick={() => move(i, -1)}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('languages.moveDown', { name: l.name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('languages.moveDown', { name: l.name })}
                        disabled={i === list.length - 1 || save.isPending}
                        onClick={() => move(i, 1)}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('languages.edit', { name: l.name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('languages.edit', { name: l.name })}
                        onClick={() => setEditing({ mode: 'edit', language: l })}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {!l.isDefault && (
                      <Tooltip label={t('languages.remove', { name: l.name })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('languages.remove', { name: l.name })}
                          onClick={() => setRemoving(l)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {t('languages.defaultHint')}
        </Text>
      </Stack>
      {editing && (
        <LanguageDialog
          opened
          initial={editing.mode === 'edit' ? editing.language : undefined}
          taken={list.map((l) => l.tag.toLowerCase())}
          saving={save.isPending}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={!!removing}
        title={t('languages.removeTitle', { name: removing?.name })}
        message={t('languages.removeMessage', { name: removing?.name })}
        confirmLabel={t('languages.removeConfirm')}
        danger
        loading={save.isPending}
        onConfirm={async () => {
          if (!removing) return;
          const next = list.filter((l) => l.tag !== removing.tag);
          if (await store(next, t('languages.removed', { name: removing.name }))) setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
