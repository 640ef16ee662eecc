import { Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationBody,
  type NotificationRow,
} from '@gathering/contract';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-text-input';
import { pushVersions, PushVersionsPreview, useLanguageNames } from './push-versions';
import { SendReviewDialog } from './send-review-dialog';
import { applyServerError } from '../../../lib/forms';
import { NotificationVersions } from './notification-versions';
import { AlertFields } from './alert-fields';
import { AlertTexts, cascadeEstimateBody } from './alert-texts';
import { AudienceFields } from './audience-fields';
import { composeBodyOf, composeSchema, type ComposeValues } from './compose-model';
import { alertTypeLabel } from './labels';
import { LinkField } from './link-field';
import { formatHm } from './push-settings-model';
import { SchedulePicker } from './schedule-picker';
import { KeptDraftBanner } from '../../../components/kept-draft';
import { useKeptDraft } from '../../../lib/kept-drafts';

export type ComposeIntent = 'send' | 'draft';

// The server names the schedule's parts; the form shows them all under the schedule picker.
const FIELD_MAP = {
  scheduled: 'schedule',
  zone: 'schedule',
  localTime: 'schedule',
  recurrence: 'schedule',
  kind: 'emergency',
};

/**
 * Title and body with the store limits as counters, audience, link to content, emergency alert options and the
 * schedule, beside a live iOS / Android preview. `onSave` creates or updates; its failure is shown on the field it
 * names or as a toast.
 */
export function ComposeForm({
  initial,
  current,
  appName,
  appIcon,
  onSave,
  onCancel,
  onOtherError,
  now,
  quietHours,
}: {
  initial: ComposeValues;
  current?: NotificationRow;
  /** The community's name: the sender phones show, and the name typed to confirm an emergency alert. */
  appName: string;
  appIcon?: string | null;
  onSave: (body: NotificationBody, intent: ComposeIntent) => Promise<unknown>;
  onCancel: () => void;
  onOtherError: (message: string) => void;
  now?: () => Date;
  /** The community's quiet hours ("HH:MM"), when it has them: an ordinary push waits for their end. */
  quietHours?: { start: string; end: string } | null;
}) {
  const { t } = useTranslation(['notifications', 'common']);
  const intent = useRef<ComposeIntent>('send');
  const form = useForm<ComposeValues>({
    initialValues: initial,
    validate: (values) => zod4Resolver(composeSchema(intent.current))(values),
  });
  const values = form.getValues();
  const { defaultTag } = useLanguageNames();
  // What is typed here survives a dropped link or a closed tab (lib/kept-drafts.ts).
  const kept = useKeptDraft(form, `notification:${current?.id ?? 'new'}`);

  // A send (now, scheduled, recurring, alert) is reviewed first; a draft reaches no one and is saved at once.
  const [review, setReview] = useState<NotificationBody | null>(null);
  const [sending, setSending] = useState(false);

  const save = async (body: NotificationBody, which: ComposeIntent) => {
    kept.keepNow();
    try {
      await onSave(body, which);
      await kept.saved();
    } catch (err) {
      applyServerError(form, err, onOtherError, FIELD_MAP);
    }
  };
  const submit = (which: ComposeIntent) => {
    intent.current = which;
    void form.onSubmit(async (v) => {
      const body = composeBodyOf(v, which === 'draft');
      if (which === 'send') setReview(body);
      else await save(body, which);
    })();
  };
  const confirmSend = async () => {
    if (!review) return;
    setSending(true);
    await save(review, 'send');
    // Back on the form either way: a refusal shows on its field there (a success has left the page).
    setSending(false);
    setReview(null);
  };
  const confirmLabel = values.emergency
    ? t('review.confirmAlert')
    : values.schedule.mode === 'now'
      ? t('review.confirmSend')
      : t('review.confirmSchedule');
  const sendLabel = values.schedule.mode === 'now' ? t('compose.sendNow') : t('compose.schedule');

  return (
    <form
      noValidate
      aria-label={t('compose.formLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        submit('send');
      }}
    >
      {kept.offered && (
        <KeptDraftBanner keptAt={kept.offered.keptAt} onRestore={kept.restore} onDiscard={kept.discard} />
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <LimitedTextInput
              label={t('compose.title')}
              max={NOTIFICATION_TITLE_MAX}
              required
              key={form.key('title')}
              {...form.getInputProps('title')}
            />
            <LimitedTextarea
              label={t('compose.body')}
              max={NOTIFICATION_BODY_MAX}
              required
              rows={4}
              key={form.key('body')}
              {...form.getInputProps('body')}
            />
            <NotificationVersions form={form} own={current?.language} />
            <AudienceFields form={form} />
            <LinkField form={form} current={current?.data} />
            <AlertFields form={form} />
            {values.emergency && <AlertTexts values={values} current={current} />}
            <SchedulePicker
              value={values.schedule}
              onChange={(schedule) => form.setFieldValue('schedule', schedule)}
              error={form.errors.schedule as string | undefined}
              now={now}
            />
            {quietHours && !values.emergency && (
              <Text size="sm" c="dimmed" data-testid="quiet-hours-note">
                {t('compose.quietHoursNote', {
                  start: formatHm(quietHours.start),
                  end: formatHm(quietHours.end),
                })}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md" style={{ position: 'sticky', top: 80 }}>
            <Text fw={600} mb="sm">
              {t('preview.label')}
            </Text>
            <PushVersionsPreview
              versions={pushVersions(
                { language: current?.language ?? defaultTag ?? '', title: values.title, body: values.body },
                Object.entries(values.versions ?? {}).map(([language, v]) => ({ language, ...v })),
              )}
              appName={appName}
              appIcon={appIcon}
              emergency={values.emergency}
              alertLabel={values.alertType ? alertTypeLabel(t, values.alertType) : undefined}
              alertType={values.emergency ? values.alertType : null}
            />
          </Card>
        </Grid.Col>
      </Grid>
      {review && (
        <SendReviewDialog
          opened
          request={{ ...review, language: current?.language }}
          cascade={values.emergency ? cascadeEstimateBody(values, current) : undefined}
          message={{
            title: review.title,
            body: review.body,
            alertLabel: values.alertType ? alertTypeLabel(t, values.alertType) : undefined,
            alertType: values.emergency ? values.alertType : null,
          }}
          appName={appName}
          appIcon={appIcon}
          communityName={appName}
          confirmLabel={confirmLabel}
          loading={sending}
          onConfirm={() => void confirmSend()}
          onCancel={() => setReview(null)}
        />
      )}
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel} disabled={form.submitting}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="light"
          onClick={() => submit('draft')}
          loading={form.submitting && intent.current === 'draft'}
        >
          {t('compose.saveDraft')}
        </Button>
        <Button type="submit" color={values.emergency ? 'red' : undefined} loading={sending}>
          {sendLabel}
        </Button>
      </Group>
    </form>
  );
}
