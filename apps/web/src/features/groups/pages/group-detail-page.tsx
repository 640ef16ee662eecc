import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconNews, IconPencil, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TABLE_PAGE_SIZE } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';
import { GroupFeed } from '../components/group-feed';
import { GroupMembersPanel } from '../components/group-members-panel';
import { GroupNameModal } from '../components/group-name-modal';
import { GROUP_ERRORS, membersCount } from '../components/group-texts';

/** /admin/groups/:id: the group's members (add, remove) and its feed; rename. */
export function GroupDetailPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const [feedPage, setFeedPage] = useState(0);
  const [renaming, setRenaming] = useState(false);
  const query = useGroup(id, { offset: feedPage, limit: TABLE_PAGE_SIZE });
  const update = useUpdateGroup();
  const group = query.data?.group;

  const back = (
    <Anchor component={Link} to="/admin/groups" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> All groups
      </Group>
    </Anchor>
  );

  if (query.isError && !query.data)
    return (
      <Stack>
        {back}
        <Alert color="red" title="Error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, GROUP_ERRORS.detail)}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );

  async function rename(name: string) {
    try {
      const renamed = await update.mutateAsync({ id, body: { group: name } });
      toast.success(`The group is now called ${renamed.group}.`);
    } catch (err) {
      toast.error(errorMessage(err, GROUP_ERRORS.rename));
      throw err;
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
              {membersCount(group.members)}
            </Badge>
          </Group>
        ) : (
          <Skeleton height={36} width={240} />
        )}
        <Button
          variant="default"
          leftSection={<IconPencil size={16} />}
          onClick={() => setRenaming(true)}
          disabled={!group}
        >
          Rename
        </Button>
      </Group>
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
            Members
          </Tabs.Tab>
          <Tabs.Tab value="feed" leftSection={<IconNews size={16} />}>
            Feed
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <GroupMembersPanel groupId={id} groupName={group?.group ?? 'this group'} />
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
        title="Rename group"
        initial={group?.group}
        submitLabel="Save"
        onSubmit={rename}
        onClose={() => setRenaming(false)}
      />
    </Stack>
  );
}

export default GroupDetailPage;
