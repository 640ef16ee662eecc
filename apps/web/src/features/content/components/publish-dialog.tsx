import { Alert, Button, Group, MultiSelect, Radio, Stack, Switch, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishBody, type FeedItemDetail, type PublishBody } from '@gathering/contract';
import { DatePicker } from '../../../components/date-picker';
import { TimePicker } from '../../../components/time-picker';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useBasicGroups } from '../../../api/get-basic-groups';
import { useBasicMembers } from '../../../api/get-basic-members';
import { usePublishFeedItem } from '../api/publish-feed-item';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { missingLanguages } from './language-versions';
import { PastEventConfirm } from './event-dates-editor';
import { startsInPast, toDrafts } from './event-dates-model';
import { PublishPushPreview, pushVersionsOfItem } from './publish-push-preview';
import { usePushWidgets } from './push-widgets';
import {
  AUDIENCES,
  PUBLISH_FIELD_MAP,
  publishBlocker,
  publishBodyOf,
  publishValuesOf,
  publishValuesSchema,
  type PublishMode,
  type PublishValues,
} from './publish-model';

const validateValues = zod4Resolver(publishValuesSchema);
const validateBody = zod4Resolver(publishBody);

/** The dialog's rules, then the contract's body rules (limits) shown on the field they come from. */
function validate(values: PublishValues) {
  const errors: Record<string, string> = { ...validateValues(values) } as Record<string, string>;
  for (const [path, message] of Object.entries(validateBody(publishBodyOf(values)))) {
    const field = PUBLISH_FIELD_MAP[path.split('.')[0]];
    if (field && !errors[field]) errors[field] = String(message);
  }
  return errors;
}

const TITLE: Record<PublishMode, string> = {
  publish: 'publish.title',
  now: 'publish.titleNow',
  schedule: 'publish.titleSchedule',
  live: 'publish.titleLive',
};

export function PublishDialog({
  item,
  opened,
  onClose,
  mode = 'publish',
}: {
  item: FeedItemDetail;
  opened: boolean;
  onClose: () => void;
  /** What the button that opened it said it would do (publish-model.ts). */
  mode?: PublishMode;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t(TITLE[mode] as 'publish.title', { headline: item.headline })}
      size="lg"
      centered
    >
      {opened && <PublishForm item={item} onClose={onClose} mode={mode} />}
    </Dialog>
  );
}

function PublishForm({
  item,
  onClose,
  mode,
}: {
  item: FeedItemDetail;
  onClose: () => void;
  mode: PublishMode;
}) {
  const { t } = useTranslation(['content', 'common', 'notifications']);
  const { Review, preloadPreview } = usePushWidgets();
  // The push's preview appears when "notification" is switched on: its code and words are fetched as the dialog opens.
  useEffect(preloadPreview, [preloadPreview]);
  const toast = useToast();
  const publish = usePublishFeedItem();
  const form = useForm<PublishValues>({ initialValues: publishValuesOf(item, mode), validate });
  const values = form.values;
  const groups = useBasicGroups(values.audience === 'GROUPS');
  const members = useBasicMembers(values.audience === 'RECIPIENTS');
  // Known before any request: an event without a date cannot go live.
  const blocker = publishBlocker(item);
  // A warning, not a block: members get what their language's version lacks in another language (issue 23).
  const languages = useCommunityLanguages().data ?? [];
  const missing = missingLanguages(item, languages);
  const pushVersions = pushVersionsOfItem(item, languages.find((l) => l.isDefault)?.tag);
  // An event whose date has passed goes live only once confirmed, as it is saved (the server accepts it).
  const past = item.feedItemType === 'EventItem' && startsInPast(toDrafts(item.dateTimes, item.zone));
  const [pastConfirmed, setPastConfirmed] = useState(false);
  const [pastError, setPastError] = useState<string>();

  // With "send a push", the push is reviewed before anything goes live (issue 22); without, it publishes at once.
  const [review, setReview] = useState<Partial<PublishBody> | null>(null);
  const { user } = useSession();
  const communityName = user?.community?.name ?? t('notifications:compose.appName');

  async function submit(v: PublishValues) {
    if (blocker) return;
    if (past && !pastConfirmed) {
      setPastError(t('dates.pastConfirmRequired'));
      return;
    }
    const body = publishBodyOf(v);
    if (body.notification) {
      setReview(body);
      return;
    }
    await send(body);
  }

  async function send(body: Partial<PublishBody>) {
    try {
      const res = await publish.mutateAsync({ id: item.id, body });
      toast.success(t(res.status === 'SCHEDULED' ? 'publish.scheduled' : 'publish.published'));
      onClose();
    } catch (err) {
      applyServerError(
        form,
        err,
        (message) => toast.error(message || t('publish.failed')),
        PUBLISH_FIELD_MAP,
      );
      // Back on the form, where a refusal shows on its field.
      setReview(null);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('publish.formLabel')}>
      <Stack>
        {blocker && (
          <Alert color="red" role="alert">
            {blocker}
          </Alert>
        )}
        {missing.length > 0 && (
          <Alert title={t('content:languages.missingTitle')} data-testid="missing-languages">
            {t('content:languages.missing', {
              languages: missing
                .map(({ language, done, total }) =>
                  t('content:languages.missingEntry', {
                    name: language.name,
                    completion: t('content:languages.completion', { done, total }),
                  }),
                )
                .join(t('content:languages.listSeparator')),
            })}
          </Alert>
        )}
        {past && (
          <PastEventConfirm
            checked={pastConfirmed}
            onChange={(checked) => {
              setPastConfirmed(checked);
              setPastError(undefined);
            }}
            error={pastError}
          />
        )}
        <Radio.Group
          label={t('publish.audience')}
          key={form.key('audience')}
          {...form.getInputProps('audience')}
        >
          <Stack gap="xs" mt="xs">
            {AUDIENCES.map((value) => (
              <Radio key={value} value={value} label={t(`access.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {values.audience === 'GROUPS' && (
          <MultiSelect
            label={t('publish.groups')}
            placeholder={groups.isPending ? t('publish.groupsLoading') : t('publish.groupsChoose')}
            searchable
            data={groups.data?.groups.map((g) => ({ value: g.id, label: g.group })) ?? []}
            nothingFoundMessage={t('publish.groupsNone')}
            key={form.key('groups')}
            {...form.getInputProps('groups')}
            error={
              groups.isError ? errorMessage(groups.error, t('publish.groupsFailed')) : form.errors.groups
            }
          />
        )}
        {values.audience === 'RECIPIENTS' && (
          <MultiSelect
            label={t('publish.members')}
            placeholder={members.isPending ? t('publish.membersLoading') : t('publish.membersChoose')}
            searchable
            data={members.data?.members.map((m) => ({ value: m.id, label: m.name })) ?? []}
            nothingFoundMessage={t('publish.membersNone')}
            key={form.key('recipients')}
            {...form.getInputProps('recipients')}
            error={
              members.isError
                ? errorMessage(members.error, t('publish.membersFailed'))
                : form.errors.recipients
            }
          />
        )}
        <Switch
          label={t('publish.featured')}
          description={t('publish.featuredHelp')}
          key={form.key('featured')}
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
        <Switch
          label={t('publish.notification')}
          description={t('publish.notificationHelp')}
          key={form.key('notification')}
          {...form.getInputProps('notification', { type: 'checkbox' })}
        />
        {values.notification && <PublishPushPreview item={item} />}
        <Switch
          label={t('publish.schedule')}
          key={form.key('schedule')}
          {...form.getInputProps('schedule', { type: 'checkbox' })}
        />
        {values.schedule && (
          <Group align="flex-start">
            <DatePicker
              label={t('publish.day')}
              placeholder={t('publish.dayPlaceholder')}
              minDate={new Date(new Date().setHours(0, 0, 0, 0))}
              w={180}
              value={values.day}
              onChange={(day) => form.setFieldValue('day', day)}
              error={form.errors.day}
            />
            <TimePicker
              label={t('publish.time')}
              title={t('publish.timeTitle')}
              value={values.time}
              onChange={(time) => form.setFieldValue('time', time)}
              error={form.errors.time}
            />
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {values.schedule ? t('publish.liveLater') : t('publish.liveNow')}
        </Text>
        {review && (
          <Review
            opened
            request={{
              open: review.open,
              groups: review.groups,
              recipients: review.recipients,
              scheduled: review.publishAt ?? null,
              zone: review.zone ?? null,
              language: pushVersions[0].language || undefined,
              translations: pushVersions.slice(1),
            }}
            message={pushVersions[0]}
            appName={communityName}
            appIcon={user?.community?.logo}
            communityName={communityName}
            confirmLabel={t(
              review.publishAt
                ? 'notifications:review.confirmPublishSchedule'
                : 'notifications:review.confirmPublish',
            )}
            loading={publish.isPending}
            onConfirm={() => void send(review)}
            onCancel={() => setReview(null)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={publish.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={publish.isPending} disabled={!!blocker}>
            {values.schedule
              ? t('publish.submitSchedule')
              : mode === 'live'
                ? t('publish.submitLive')
                : mode === 'now'
                  ? t('publish.submitNow')
                  : t('publish.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
