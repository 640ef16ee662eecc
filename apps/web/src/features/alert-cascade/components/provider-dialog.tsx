import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SENDER_RATES,
  PROVIDER_KINDS,
  SENDER_KINDS,
  type CascadeProvider,
  type CascadeProviderBody,
} from '@gathering/contract';
import { Dialog } from '../../../components/dialog';
import { applyServerError, withSentences } from '../../../lib/forms';
import {
  emptyProvider,
  providerBodyOf,
  providerSchema,
  providerSentences,
  providerValuesOf,
  type ProviderValues,
} from './provider-model';

/**
 * Adds a provider or edits one. The secret is write-only: the server never answers it, so an edit's field starts
 * empty and, left empty, keeps the stored one.
 */
export function ProviderDialog({
  provider,
  onSave,
  onClose,
  onOtherError,
}: {
  /** null: a new provider. */
  provider: CascadeProvider | null;
  onSave: (body: CascadeProviderBody) => Promise<unknown>;
  onClose: () => void;
  onOtherError: (message: string) => void;
}) {
  const { t } = useTranslation(['alert-cascade', 'common']);
  const creating = provider === null;
  const check = withSentences(zod4Resolver(providerSchema(creating)), providerSentences);
  const form = useForm<ProviderValues>({
    initialValues: provider ? providerValuesOf(provider) : emptyProvider(),
    // The body is what is checked: its paths are the form's.
    validate: (values) => check(providerBodyOf(values) as never),
  });
  const v = form.getValues();
  const twilio = v.kind === 'TWILIO';
  const kinds = SENDER_KINDS.map((k) => ({
    value: k,
    label: t(`providers.form.senderKinds.${k}`),
  }));

  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(providerBodyOf(values));
    } catch (err) {
      applyServerError(form, err, onOtherError);
    }
  });

  return (
    <Dialog
      opened
      onClose={onClose}
      size="lg"
      title={creating ? t('providers.addTitle') : t('providers.editTitle', { name: provider.name })}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="provider-kind">
              {t('providers.form.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="provider-kind"
              data={PROVIDER_KINDS.map((k) => ({ value: k, label: t(`providers.kinds.${k}`) }))}
              key={form.key('kind')}
              {...form.getInputProps('kind')}
            />
          </Stack>
          <TextInput
            label={t('providers.form.name')}
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Switch
            label={t('providers.form.enabled')}
            key={form.key('enabled')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          {twilio ? (
            <>
              <TextInput
                label={t('providers.form.baseUrl')}
                description={t('providers.form.baseUrlHelp')}
                required
                key={form.key('baseUrl')}
                {...form.getInputProps('baseUrl')}
              />
              <TextInput
                label={t('providers.form.accountSid')}
                required
                autoComplete="off"
                key={form.key('accountSid')}
                {...form.getInputProps('accountSid')}
              />
            </>
          ) : (
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={t('providers.form.host')}
                required
                miw={180}
                key={form.key('host')}
                {...form.getInputProps('host')}
              />
              <NumberInput
                label={t('providers.form.port')}
                required
                min={1}
                max={65535}
                allowDecimal={false}
                miw={100}
                key={form.key('port')}
                {...form.getInputProps('port')}
              />
              <TextInput
                label={t('providers.form.systemId')}
                required
                autoComplete="off"
                miw={140}
                key={form.key('systemId')}
                {...form.getInputProps('systemId')}
              />
            </Group>
          )}
          <PasswordInput
            label={twilio ? t('providers.form.secretTwilio') : t('providers.form.secretSmpp')}
            description={creating ? t('providers.form.secretNew') : t('providers.form.secretKept')}
            required={creating}
            autoComplete="new-password"
            key={form.key('secret')}
            {...form.getInputProps('secret')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t('providers.form.smsSegmentCost')}
              min={0}
              max={10}
              decimalScale={4}
              miw={160}
              key={form.key('smsSegmentCost')}
              {...form.getInputProps('smsSegmentCost')}
            />
            <NumberInput
              label={t('providers.form.voiceMinuteCost')}
              min={0}
              max={10}
              decimalScale={4}
              miw={160}
              key={form.key('voiceMinuteCost')}
              {...form.getInputProps('voiceMinuteCost')}
            />
            <TextInput
              label={t('providers.form.currency')}
              maxLength={3}
              miw={90}
              key={form.key('currency')}
              {...form.getInputProps('currency')}
            />
          </Group>
          {twilio && (
            <TagsInput
              label={t('providers.form.ttsLanguages')}
              description={t('providers.form.ttsLanguagesHelp')}
              key={form.key('ttsLanguages')}
              {...form.getInputProps('ttsLanguages')}
              error={
                form.errors.ttsLanguages ??
                Object.entries(form.errors).find(([k]) => k.startsWith('ttsLanguages.'))?.[1]
              }
            />
          )}
          <Fieldset legend={t('providers.form.senders')}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('providers.form.sendersHelp')}
              </Text>
              {v.senders.map((s, i) => {
                const n = i + 1;
                return (
                  <Group key={form.key(`senders.${i}`)} align="flex-start" wrap="wrap" gap="xs">
                    <Select
                      label={t('providers.form.senderKind', { n })}
                      data={kinds}
                      allowDeselect={false}
                      w={170}
                      key={form.key(`senders.${i}.kind`)}
                      {...form.getInputProps(`senders.${i}.kind`)}
                    />
                    <TextInput
                      label={t('providers.form.senderAddress', { n })}
                      placeholder={s.kind === 'SHORT_CODE' ? '555123' : '+12045550123'}
                      w={170}
                      key={form.key(`senders.${i}.address`)}
                      {...form.getInputProps(`senders.${i}.address`)}
                    />
                    <NumberInput
                      label={t('providers.form.senderRate', { n })}
                      placeholder={t('providers.form.senderRatePlaceholder', {
                        rate: DEFAULT_SENDER_RATES[s.kind],
                      })}
                      min={0.01}
                      max={1000}
                      w={140}
                      key={form.key(`senders.${i}.perSecond`)}
                      {...form.getInputProps(`senders.${i}.perSecond`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mt={24}
                      aria-label={t('providers.form.removeSender', { n })}
                      onClick={() => form.removeListItem('senders', i)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                );
              })}
              {form.errors.senders ? (
                <Text c="red" size="sm" role="alert">
                  {form.errors.senders}
                </Text>
              ) : null}
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                  onClick={() =>
                    form.insertListItem('senders', { kind: 'LONG_CODE', address: '', perSecond: '' })
                  }
                >
                  {t('providers.form.addSender')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
