import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  analyticsMessages,
  dayRange,
  messages,
  platformReportBody,
  type MessageResponse,
} from '@gathering/contract';
import { toRangeParam } from '../../../api/analytics-period';
import { DateRangePicker, type DateRange } from '../../../components/date-picker';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';

// The contract's body (both consoles send the same one), with an empty range worded as a missing choice rather
// than a malformed one: the picker only makes well-formed ranges, so "give the range as YYYY-MM-DD,…" would
// puzzle a person here.
const reportForm = platformReportBody.extend({
  range: z.string().min(1, analyticsMessages.rangeRequired).pipe(dayRange),
});

export type ReportRequestValues = { range: string; email: string };

/**
 * "Request a report": a range and the address to e-mail it to (prefilled, usually the requester's own). The
 * server queues the report and answers with the sentence shown in the success toast; a refused field goes under
 * that field, anything else into an error toast.
 */
export function ReportRequestForm({
  request,
  defaultEmail,
  description,
}: {
  request: (body: ReportRequestValues) => Promise<MessageResponse>;
  defaultEmail: string;
  /** What the report holds, for this console. */
  description: string;
}) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const toast = useToast();
  const id = useId();
  const mutation = useMutation({ mutationFn: request });
  // The picker holds a half-picked range; the form only holds a complete one.
  const [days, setDays] = useState<DateRange>([null, null]);
  const form = useForm<ReportRequestValues>({
    initialValues: { range: '', email: defaultEmail },
    validate: withSentences(zod4Resolver(reportForm), () => ({
      [analyticsMessages.rangeRequired]: t('errors.rangeRequired'),
      [analyticsMessages.rangeInvalid]: t('errors.rangeInvalid'),
      [analyticsMessages.rangeTooLong]: t('errors.rangeTooLong'),
      [messages.emailInvalid]: t('common:validation.email'),
    })),
  });

  async function submit(values: ReportRequestValues) {
    try {
      const answer = await mutation.mutateAsync({
        range: values.range,
        email: values.email.trim().toLowerCase(),
      });
      toast.success(answer.message);
    } catch (err) {
      applyServerError(form, err, () => toast.error(errorMessage(err, t('errors.request'))));
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id={id}>
              {t('request.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateRangePicker
              label={t('request.range')}
              placeholder={t('request.rangePlaceholder')}
              value={days}
              onChange={(next) => {
                setDays(next);
                form.setFieldValue('range', next[0] && next[1] ? toRangeParam(next[0], next[1]) : '');
              }}
              maxDate={new Date()}
              // Day, month, year in the reader's order, as the period filter's range picker writes them.
              valueFormat={i18n.language === 'fr' ? 'D MMM YYYY' : 'MMM D, YYYY'}
              error={form.errors.range}
              w={280}
            />
            <TextInput
              label={t('request.email')}
              type="email"
              autoComplete="email"
              w={280}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {t('request.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
