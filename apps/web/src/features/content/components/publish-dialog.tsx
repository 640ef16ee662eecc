import { Alert, Button, Group, Modal, MultiSelect, Radio, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { FeedItemDetail } from '@gathering/contract';
import { DatePicker } from '../../../components/date-picker';
import { TimePicker } from '../../../components/time-picker';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useBasicGroups } from '../api/get-basic-groups';
import { useBasicMembers } from '../api/get-basic-members';
import { usePublishFeedItem } from '../api/publish-feed-item';
import { AUDIENCE_OPTIONS, publishBodyOf, publishDraftOf, type PublishDraft } from './publish-model';

export function PublishDialog({
  item,
  opened,
  onClose,
}: {
  item: FeedItemDetail;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Publish “${item.headline}”`} size="lg" centered>
      {opened && <PublishForm item={item} onClose={onClose} />}
    </Modal>
  );
}

function PublishForm({ item, onClose }: { item: FeedItemDetail; onClose: () => void }) {
  const toast = useToast();
  const publish = usePublishFeedItem();
  const [draft, setDraft] = useState<PublishDraft>(() => publishDraftOf(item));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<PublishDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const groups = useBasicGroups(draft.audience === 'GROUPS');
  const members = useBasicMembers(draft.audience === 'RECIPIENTS');

  async function submit() {
    const { body, problem: missing } = publishBodyOf(draft);
    setProblem(missing ?? null);
    if (!body) return;
    try {
      const res = await publish.mutateAsync({ id: item.id, body });
      toast.success(
        res.status === 'SCHEDULED' ? 'The item is scheduled for publishing' : 'The item is published',
      );
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Error trying to publish feed item'));
    }
  }

  return (
    <Stack>
      <Radio.Group
        label="Who can see it"
        value={draft.audience}
        onChange={(v) => set({ audience: v as PublishDraft['audience'] })}
      >
        <Stack gap="xs" mt="xs">
          {AUDIENCE_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
      {draft.audience === 'GROUPS' && (
        <MultiSelect
          label="Groups"
          placeholder={groups.isPending ? 'Loading groups…' : 'Choose groups'}
          searchable
          data={groups.data?.groups.map((g) => ({ value: g.id, label: g.group })) ?? []}
          value={draft.groups}
          onChange={(ids) => set({ groups: ids })}
          nothingFoundMessage="No groups yet"
          error={
            groups.isError
              ? errorMessage(groups.error, 'Error trying to fetch community groups list')
              : undefined
          }
        />
      )}
      {draft.audience === 'RECIPIENTS' && (
        <MultiSelect
          label="Members"
          placeholder={members.isPending ? 'Loading members…' : 'Choose members'}
          searchable
          data={members.data?.members.map((m) => ({ value: m.id, label: m.name })) ?? []}
          value={draft.recipients}
          onChange={(ids) => set({ recipients: ids })}
          nothingFoundMessage="No members yet"
          error={members.isError ? errorMessage(members.error, 'Error trying to fetch members') : undefined}
        />
      )}
      <Switch
        label="Featured"
        description="Shown among the featured items of the app"
        checked={draft.featured}
        onChange={(e) => set({ featured: e.currentTarget.checked })}
      />
      <Switch
        label="Send a push notification"
        description="The audience is notified when it goes live"
        checked={draft.notification}
        onChange={(e) => set({ notification: e.currentTarget.checked })}
      />
      <Switch
        label="Schedule for later"
        checked={draft.schedule}
        onChange={(e) => set({ schedule: e.currentTarget.checked })}
      />
      {draft.schedule && (
        <Group align="flex-end">
          <DatePicker
            label="Publish on"
            placeholder="Pick a day"
            value={draft.day}
            minDate={new Date(new Date().setHours(0, 0, 0, 0))}
            onChange={(day) => set({ day })}
            w={180}
          />
          <TimePicker
            label="At"
            title="Publishing time"
            value={draft.time}
            onChange={(time) => set({ time })}
          />
        </Group>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {draft.schedule
          ? 'The item goes live at the chosen time.'
          : 'The item goes live as soon as you publish it.'}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={publish.isPending}>
          Cancel
        </Button>
        <Button loading={publish.isPending} onClick={() => void submit()}>
          {draft.schedule ? 'Schedule' : 'Publish'}
        </Button>
      </Group>
    </Stack>
  );
}
