import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconNews, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Link, useNavigate, useParams } from 'react-router';
import { TABLE_PAGE_SIZE } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useGroup } from '../api/get-group';
import { useDeleteGroup } from '../api/delete-group';
import { useUpdateGroup } from '../api/update-group';
import { GroupFeed } from '../components/group-feed';
import { GroupMembersPanel } from '../components/group-members-panel';
import { GroupNameModal } from '../components/group-name-modal';

/** /admin/groups/:id: the group's members (add, remove) and its feed; rename, delete. */
export function GroupDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['groups', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteGroup();
  const [feedPage, setFeedPage] = useState(0);
  const [renaming, setRenaming] = useState(false);
  const query = useGroup(id, { offset: feedPage, limit: TABLE_PAGE_SIZE });
  const update = useUpdateGroup();
  const group = query.data?.group;

  const back = (
    <Anchor component={Link} to="/admin/groups" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {t('allGroups')}
      </Group>
    </Anchor>
  );

  if (query.isError && !query.data)
    return (
      <Stack>
        {back}
        <Alert color="red" title={t('errors.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, t('errors.detail'))}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );

  async function rename(name: string) {
    try {
      const renamed = await update.mutateAsync({ id, body: { group: name } });
      toast.success(t('renamed', { name: renamed.group }));
    } catch (err) {
      toast.error(errorMessage(err, t('errors.rename')));
      throw err;
    }
  }

  async function deleteGroup() {
    const name = group?.group ?? '';
    try {
      await remove.mutateAsync(id);
      toast.success(t('deleted', { name }));
      void navigate('/admin/groups');
    } catch (err) {
      // A 409 explains which content still needs this group as its only audience.
      toast.error(errorMessage(err, t('errors.delete')));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Stack>
      {back}
      <Group justify="space-between" align="flex-start">
        {group ? (
          <Group gap="sm">
            <Title order={1}>{group.group}</Title>
            <Badge variant="light" size="lg">
              {t('membersCount', { count: group.members })}
            </Badge>
          </Group>
        ) : (
          <Skeleton height={36} width={240} />
        )}
        <Group gap="xs">
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(true)}
            disabled={!group}
          >
            {t('delete')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={() => setRenaming(true)}
            disabled={!group}
          >
            {t('rename')}
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
            {t('tabs.members')}
          </Tabs.Tab>
          <Tabs.Tab value="feed" leftSection={<IconNews size={16} />}>
            {t('tabs.feed')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <GroupMembersPanel groupId={id} groupName={group?.group ?? t('thisGroup')} />
        </Tabs.Panel>
        <Tabs.Panel value="feed" pt="md">
          {query.data ? (
            <GroupFeed feed={query.data.groupFeed} page={feedPage} onPage={setFeedPage} />
          ) : (
            <Skeleton height={80} />
          )}
        </Tabs.Panel>
      </Tabs>
      <GroupNameModal
        opened={renaming}
        title={t('renameTitle')}
        initial={group?.group}
        submitLabel={t('common:actions.save')}
        onSubmit={rename}
        onClose={() => setRenaming(false)}
      />
      <ConfirmDialog
        opened={deleting}
        title={t('delete')}
        message={t('deleteConfirm', { name: group?.group ?? '' })}
        confirmLabel={t('common:actions.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => void deleteGroup()}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
