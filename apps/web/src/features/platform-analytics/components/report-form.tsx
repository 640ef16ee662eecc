import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { analyticsMessages, dayRange, messages, platformReportBody } from '@gathering/contract';
import { toRangeParam } from '../../../components/analytics';
import { DateRangePicker, type DateRange } from '../../../components/date-picker';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useCreateReport } from '../api/create-report';

// The contract's body, with an empty range worded as a missing choice rather than a malformed one (the picker
// can only produce a well-formed range, so "give the range as YYYY-MM-DD,…" would puzzle a person here).
const reportForm = platformReportBody.extend({
  range: z.string().min(1, analyticsMessages.rangeRequired).pipe(dayRange),
});

type ReportValues = { range: string; email: string };

/** The platform report: a range and the address to e-mail it to (the administrator's own, prefilled). */
export function ReportForm() {
  const { t } = useTranslation(['platform-analytics', 'common']);
  const toast = useToast();
  const id = useId();
  const { user } = useSession();
  const mutation = useCreateReport();
  // The picker holds the half-picked range; the form only holds a complete one.
  const [days, setDays] = useState<DateRange>([null, null]);
  const form = useForm<ReportValues>({
    initialValues: { range: '', email: user?.email ?? '' },
    validate: withSentences(zod4Resolver(reportForm), () => ({
      [analyticsMessages.rangeRequired]: t('errors.rangeRequired'),
      [analyticsMessages.rangeInvalid]: t('errors.rangeInvalid'),
      [analyticsMessages.rangeTooLong]: t('errors.rangeTooLong'),
      [messages.emailInvalid]: t('common:validation.email'),
    })),
  });

  async function submit(values: ReportValues) {
    try {
      const answer = await mutation.mutateAsync({
        range: values.range,
        email: values.email.trim().toLowerCase(),
      });
      toast.success(answer.message);
    } catch (err) {
      applyServerError(form, err, () => toast.error(errorMessage(err, t('errors.report'))));
    }
  }

  const range = form.getInputProps('range');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id={id}>
              {t('report.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('report.description')}
            </Text>
          </div>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateRangePicker
              label={t('report.range')}
              placeholder={t('report.rangePlaceholder')}
              value={days}
              onChange={(next) => {
                setDays(next);
                form.setFieldValue('range', next[0] && next[1] ? toRangeParam(next[0], next[1]) : '');
              }}
              maxDate={new Date()}
              error={range.error}
              w={280}
            />
            <TextInput
              label={t('report.email')}
              type="email"
              autoComplete="email"
              w={280}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {t('report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
