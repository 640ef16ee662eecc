import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CascadeEstimateBody, NotificationRow } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useAlertRecordingChange, useAlertRecordings } from '../api/alert-recordings';
import { useCascadeEstimate } from '../api/cascade-estimate';
import { CascadeLanguages } from './cascade-languages';
import { composeBodyOf, type ComposeValues } from './compose-model';

/** What the cascade's estimate reads of the form: the audience, the alert type and every language's text. */
export function cascadeEstimateBody(values: ComposeValues, current?: NotificationRow): CascadeEstimateBody {
  const b = composeBodyOf(values, true);
  return {
    kind: 'EMERGENCY',
    alertType: b.alertType ?? null,
    title: b.title,
    body: b.body,
    translations: b.translations ?? [],
    open: b.open,
    groups: b.groups ?? [],
    recipients: b.recipients ?? [],
    language: current?.language,
    notificationId: current?.id,
  };
}

/**
 * The emergency alert's texts and calls, as the composer types (issue 36 #5): per language, the SMS encoding,
 * segments and price (the server counts with the cascade's own text and the first provider's rate), and its voice —
 * text-to-speech, or a recording the administrator attaches for a language no voice speaks (a saved alert only).
 */
export function AlertTexts({ values, current }: { values: ComposeValues; current?: NotificationRow }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const [body] = useDebouncedValue(cascadeEstimateBody(values, current), 500);
  const estimate = useCascadeEstimate(body);
  const recordings = useAlertRecordings(current?.id);
  const change = useAlertRecordingChange(current?.id ?? '');
  const busy = change.attach.isPending || change.remove.isPending;
  const failed = (err: unknown) => toast.error(errorMessage(err, t('alertCascade.recordingFailed')));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="alert-texts-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text id="alert-texts-title" fw={600}>
            {t('alertCascade.textsTitle')}
          </Text>
          {estimate.isFetching && <Loader size="xs" role="status" aria-label={t('alertCascade.counting')} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t('alertCascade.textsHelp')}
        </Text>
        {estimate.isError && !estimate.data && (
          <Alert color="red" role="alert">
            {errorMessage(estimate.error, t('alertCascade.estimateFailed'))}
          </Alert>
        )}
        {estimate.data && (
          <CascadeLanguages
            estimate={estimate.data}
            recordings={
              current
                ? {
                    recordings: recordings.data?.data ?? [],
                    busy,
                    onAttach: (language, file) =>
                      change.attach.mutate(
                        { language, file },
                        { onSuccess: () => toast.success(t('alertCascade.recordingSaved')), onError: failed },
                      ),
                    onRemove: (language) =>
                      change.remove.mutate(language, {
                        onSuccess: () => toast.success(t('alertCascade.recordingRemoved')),
                        onError: failed,
                      }),
                  }
                : undefined
            }
          />
        )}
        {estimate.data && estimate.data.rates.textsPerSecond === 0 && (
          <Text size="sm" c="dimmed">
            {t('alertCascade.noProvider')}
          </Text>
        )}
        {!current && (
          <Text size="sm" c="dimmed">
            {t('alertCascade.saveFirst')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
