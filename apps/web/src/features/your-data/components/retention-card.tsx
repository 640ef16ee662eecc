import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { closingMessages, retentionSettings, type RetentionSettings } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useSaveRetention } from '../api/save-retention';

/** An empty field is a rule turned off. */
type Values = { [K in keyof RetentionSettings]: number | string };
const toBody = (v: Values): RetentionSettings => ({
  archiveAfterDays: v.archiveAfterDays === '' ? null : Number(v.archiveAfterDays),
  purgeDeletedMembersAfterDays:
    v.purgeDeletedMembersAfterDays === '' ? null : Number(v.purgeDeletedMembersAfterDays),
});

/** The community's retention rules (issue 24 item 5), applied by the server once a day. */
export function RetentionCard({ retention }: { retention: RetentionSettings }) {
  const { t } = useTranslation('your-data');
  const toast = useToast();
  const save = useSaveRetention();
  const check = zod4Resolver(retentionSettings);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      archiveAfterDays: retention.archiveAfterDays ?? '',
      purgeDeletedMembersAfterDays: retention.purgeDeletedMembersAfterDays ?? '',
    },
    validate: withSentences(
      (values: Values) => check(toBody(values)),
      () => ({ [closingMessages.daysInvalid]: t('retention.daysInvalid') }),
    ),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toBody(values));
      form.resetDirty({
        archiveAfterDays: saved.archiveAfterDays ?? '',
        purgeDeletedMembersAfterDays: saved.purgeDeletedMembersAfterDays ?? '',
      });
      toast.success(t('retention.saved'));
    } catch (err) {
      applyServerError(form, err, (message) => toast.error(message));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="retention-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="retention-title">
            {t('retention.title')}
          </Title>
          <Text size="sm">{t('retention.explain')}</Text>
          <NumberInput
            label={t('retention.archive')}
            description={t('retention.emptyIsOff')}
            min={1}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            suffix={` ${t('retention.days')}`}
            {...form.getInputProps('archiveAfterDays')}
          />
          <NumberInput
            label={t('retention.purge')}
            description={t('retention.emptyIsOff')}
            min={1}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            suffix={` ${t('retention.days')}`}
            {...form.getInputProps('purgeDeletedMembersAfterDays')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('retention.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
