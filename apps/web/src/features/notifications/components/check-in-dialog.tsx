import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  CHECK_IN_OUTCOMES,
  cascadeMessages,
  checkInBody,
  type AlertPerson,
  type CheckInBody,
} from '@gathering/contract';
import { Dialog } from '../../../components/dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useRecordCheckIn } from '../api/record-check-in';

/**
 * A responder's check-in, recorded by an administrator: what happened at the door or on the phone, and a note.
 * "Reached in person" (or by phone) confirms the person on the server, which stops their cascade.
 */
export function CheckInDialog({
  notificationId,
  person,
  onClose,
}: {
  notificationId: string;
  person: Pick<AlertPerson, 'membershipId' | 'name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const record = useRecordCheckIn(notificationId);
  const form = useForm<CheckInBody>({
    initialValues: { outcome: 'REACHED_IN_PERSON', note: '' },
    validate: withSentences(zod4Resolver(checkInBody), () => ({
      [cascadeMessages.noteTooLong]: t('cascade.noteTooLong'),
    })),
  });

  async function submit(values: CheckInBody) {
    try {
      const res = await record.mutateAsync({ membershipId: person.membershipId, body: values });
      toast.success(res.message);
      onClose();
    } catch (err) {
      // A refused note under its field; anything else (the person gone, the connection) in a toast.
      applyServerError(form, err, () => toast.error(errorMessage(err, t('cascade.errorCheckIn'))));
    }
  }

  return (
    <Dialog opened onClose={onClose} title={t('cascade.checkInTitle', { name: person.name })}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Radio.Group
            label={t('cascade.outcome')}
            key={form.key('outcome')}
            {...form.getInputProps('outcome')}
          >
            <Stack gap="xs" mt="xs">
              {CHECK_IN_OUTCOMES.map((o) => (
                <Radio key={o} value={o} label={t(`cascade.outcomes.${o}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            {t('cascade.confirmsNote')}
          </Text>
          <Textarea
            label={t('cascade.note')}
            minRows={3}
            key={form.key('note')}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cascade.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('cascade.record')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
