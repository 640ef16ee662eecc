import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { email, messages, REPORT_FREQUENCIES, type ReportSubscription } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useSubscription } from '../api/get-subscription';
import { useSaveSubscription } from '../api/save-subscription';

type Values = { frequency: ReportSubscription['frequency']; email: string };

const EMAIL_REQUIRED = 'emailRequired';
// The contract's subscription as a form holds it: the address is text ('' = none) and, as the server insists,
// needed unless the frequency is NONE.
const subscriptionForm = z
  .object({ frequency: z.enum(REPORT_FREQUENCIES), email: z.string() })
  .superRefine((values, ctx) => {
    if (values.frequency === 'NONE' && !values.email.trim()) return;
    if (!values.email.trim()) ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_REQUIRED });
    else if (!email.safeParse(values.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.emailInvalid });
  });

/** The community's standing order: the previous week's or month's report, e-mailed on the first day of the next. */
export function SubscriptionForm({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation(['reports', 'common']);
  const id = useId();
  const query = useSubscription();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={id}>
            {t('subscription.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subscription.description')}
          </Text>
        </div>
        {query.isPending ? (
          <Skeleton h={90} />
        ) : query.isError ? (
          <Alert color="red" role="alert" title={errorMessage(query.error, t('errors.subscription'))}>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Alert>
        ) : (
          <Editor saved={query.data} defaultEmail={defaultEmail} />
        )}
      </Stack>
    </Paper>
  );
}

function Editor({ saved, defaultEmail }: { saved: ReportSubscription; defaultEmail: string }) {
  const { t } = useTranslation(['reports', 'common']);
  const toast = useToast();
  const mutation = useSaveSubscription();
  const form = useForm<Values>({
    initialValues: { frequency: saved.frequency, email: saved.email ?? defaultEmail },
    validate: withSentences(zod4Resolver(subscriptionForm), () => ({
      [EMAIL_REQUIRED]: t('errors.emailRequired'),
      [messages.emailInvalid]: t('common:validation.email'),
    })),
  });

  async function submit(values: Values) {
    const address = values.email.trim().toLowerCase();
    try {
      await mutation.mutateAsync({ frequency: values.frequency, email: address || null });
      toast.success(t('subscription.saved'));
      form.resetDirty();
    } catch (err) {
      applyServerError(form, err, () => toast.error(errorMessage(err, t('errors.saveSubscription'))));
    }
  }

  const frequencyLabel = `${useId()}-frequency`;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <div>
          <Text component="span" size="sm" fw={500} id={frequencyLabel} display="block" mb={4}>
            {t('subscription.frequency')}
          </Text>
          <SegmentedControl
            aria-labelledby={frequencyLabel}
            data={REPORT_FREQUENCIES.map((value) => ({ value, label: t(`subscription.${value}`) }))}
            key={form.key('frequency')}
            {...form.getInputProps('frequency')}
          />
        </div>
        <TextInput
          label={t('subscription.email')}
          type="email"
          autoComplete="email"
          maw={360}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('subscription.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
