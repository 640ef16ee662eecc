import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertType, CascadeEstimateBody, NotificationReachBody } from '@gathering/contract';
import { useBasicGroups } from '../../../api/get-basic-groups';
import { useBasicMembers } from '../../../api/get-basic-members';
import { formatDateTime } from '../../../lib/format';
import { zoneLabel } from '../../../components/time-picker';
import { useNotificationReach } from '../api/get-notification-reach';
import { pushVersions, PushVersionsReview, useLanguageNames } from './push-versions';
import { CascadeReview } from './cascade-review';
import { ReachSummary } from './reach-summary';

export interface SendReviewProps {
  opened: boolean;
  /**
   * The audience and timing exactly as the send will post them, with its versions in other languages and a saved
   * notification's own language (the reach route reads the same fields).
   */
  request: NotificationReachBody;
  /** An emergency alert's texts and audience, for its cascade's reach, time and cost (issue 36 #2). */
  cascade?: CascadeEstimateBody;
  /** What phones will show, in the push's own language. */
  message: { title: string; body: string; alertLabel?: string; alertType?: AlertType | null };
  appName: string;
  appIcon?: string | null;
  /** An emergency alert is confirmed by typing the community's name exactly. */
  communityName: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  /** Back to the form, which keeps everything entered. */
  onCancel: () => void;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The last look before people's phones ring (issue 22): the audience in words, the server's estimate of its reach,
 * the sending time in the sender's and the community's zone, and the message as phones show it. The compose form
 * and the deliver-now dialog show it, and content's publish dialog too (handed in by app/content-detail-route.tsx).
 */
export function SendReviewDialog(props: SendReviewProps) {
  const { t } = useTranslation(['notifications', 'common']);
  const emergency = props.request.kind === 'EMERGENCY';
  return (
    <Dialog
      opened={props.opened}
      onClose={props.onCancel}
      title={emergency ? t('review.alertTitle') : t('review.title')}
      size="xl"
      centered
    >
      {/* Mounted only while open: a second review starts with an empty confirmation. */}
      {props.opened && <ReviewBody {...props} />}
    </Dialog>
  );
}

function ReviewBody({
  request,
  cascade,
  message,
  appName,
  appIcon,
  communityName,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: SendReviewProps) {
  const { t } = useTranslation(['notifications', 'common']);
  const emergency = request.kind === 'EMERGENCY';
  const reach = useNotificationReach(request);
  const [typed, setTyped] = useState('');
  const confirmed = !emergency || typed.trim() === communityName;
  const { defaultTag } = useLanguageNames();
  const ownLanguage = request.language ?? reach.data?.byLanguage[0]?.language ?? defaultTag ?? '';
  const versions = pushVersions(
    { language: ownLanguage, title: message.title, body: message.body },
    request.translations?.map((v) => ({ language: v.language, title: v.title ?? '', body: v.body ?? '' })),
  );

  return (
    <Stack>
      <section aria-labelledby="send-review-audience">
        <Text id="send-review-audience" fw={600}>
          {t('review.audience')}
        </Text>
        <Text>{useAudienceWords(request)}</Text>
      </section>
      <section aria-labelledby="send-review-reach">
        <Text id="send-review-reach" fw={600}>
          {t('review.reach')}
        </Text>
        <ReachSummary reach={reach} emergency={emergency} />
      </section>
      {cascade && (
        <section aria-labelledby="send-review-cascade">
          <Text id="send-review-cascade" fw={600}>
            {t('alertCascade.reviewTitle')}
          </Text>
          <CascadeReview request={cascade} />
        </section>
      )}
      <section aria-labelledby="send-review-time">
        <Text id="send-review-time" fw={600}>
          {t('review.when')}
        </Text>
        <SendTimes
          sendAt={reach.data?.sendAt ?? null}
          scheduled={!!request.scheduled}
          localTime={!!request.localTime}
          communityZone={reach.data?.timeZone ?? null}
        />
      </section>
      <section aria-labelledby="send-review-message">
        <Text id="send-review-message" fw={600} mb="xs">
          {t('review.message')}
        </Text>
        <PushVersionsReview
          versions={versions}
          byLanguage={reach.data?.byLanguage}
          appName={appName}
          appIcon={appIcon}
          emergency={emergency}
          alertLabel={message.alertLabel}
          alertType={message.alertType}
        />
      </section>
      {emergency && (
        <>
          <Divider />
          <TextInput
            data-autofocus
            label={t('review.typeName', { name: communityName })}
            description={t('review.typeNameHelp')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
          />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('review.back')}
        </Button>
        <Button
          color={emergency ? 'red' : undefined}
          onClick={onConfirm}
          loading={loading}
          disabled={!confirmed || reach.isPending}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Everyone, guests too", "All members", or the chosen groups' and members' names. */
function useAudienceWords(request: NotificationReachBody): string {
  const { t } = useTranslation('notifications');
  const groupIds = request.groups ?? [];
  const memberIds = request.recipients ?? [];
  const groups = useBasicGroups(groupIds.length > 0);
  const members = useBasicMembers(memberIds.length > 0);
  if (request.open) return t('audience.everyone');
  if (!groupIds.length && !memberIds.length) return t('audience.allMembers');
  // Names once the pickers' lists are here; until then (or for a name not in them) the counts.
  const named = <T,>(ids: string[], list: T[] | undefined, id: (x: T) => string, name: (x: T) => string) =>
    list
      ? ids
          .map((i) => list.find((x) => id(x) === i))
          .filter((x): x is T => !!x)
          .map(name)
      : [];
  const parts: string[] = [];
  const groupNames = named(
    groupIds,
    groups.data?.groups,
    (g) => g.id,
    (g) => g.group,
  );
  const memberNames = named(
    memberIds,
    members.data?.members,
    (m) => m.id,
    (m) => m.name,
  );
  if (groupIds.length)
    parts.push(
      groupNames.length === groupIds.length
        ? t('review.groupsNamed', { count: groupIds.length, names: groupNames.join(', ') })
        : t('audience.groupsCount', { count: groupIds.length }),
    );
  if (memberIds.length)
    parts.push(
      memberNames.length === memberIds.length
        ? t('review.membersNamed', { count: memberIds.length, names: memberNames.join(', ') })
        : t('audience.membersCount', { count: memberIds.length }),
    );
  return parts.join(' · ');
}

/** The sending time for the sender (their browser's zone) and for the community (its push settings' zone). */
function SendTimes({
  sendAt,
  scheduled,
  localTime,
  communityZone,
}: {
  sendAt: string | null;
  scheduled: boolean;
  localTime: boolean;
  communityZone: string | null;
}) {
  const { t } = useTranslation('notifications');
  const [now] = useState(() => new Date().toISOString());
  const at = sendAt ?? now;
  const mine = browserZone();
  const lines = [
    t('review.yourTime', { time: formatDateTime(at, { timeZone: mine }), zone: zoneLabel(mine) }),
    communityZone
      ? t('review.communityTime', {
          time: formatDateTime(at, { timeZone: communityZone }),
          zone: zoneLabel(communityZone),
        })
      : t('review.communityNoZone'),
  ];
  return (
    <Stack gap={2}>
      <Text>
        {scheduled ? (localTime ? t('review.atLocalTime') : t('review.scheduled')) : t('review.now')}
      </Text>
      {/* Before the estimate answers, a scheduled time is not read yet (the server reads it in its zone). */}
      {(!scheduled || sendAt) &&
        lines.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
    </Stack>
  );
}
