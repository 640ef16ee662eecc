import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_TYPES, type CascadeChannel, type CascadePolicyBody } from '@gathering/contract';
import { applyServerError, withSentences } from '../../../lib/forms';
import { moveStep, policyBodyOf, policySchema, policySentences, type PolicyValues } from './policy-model';

const validate = withSentences(zod4Resolver(policySchema), policySentences);

/**
 * The cascade policy: on or off, the alert types it covers, its steps in order (each channel used or not, with its
 * minutes; moved by buttons, so the keyboard does what a drag would), cycles and the receipt timeout.
 */
export function PolicyForm({
  initial,
  onSave,
  onOtherError,
}: {
  initial: PolicyValues;
  onSave: (body: CascadePolicyBody) => Promise<unknown>;
  onOtherError: (message: string) => void;
}) {
  const { t } = useTranslation(['alert-cascade', 'notifications', 'common']);
  const form = useForm<PolicyValues>({ initialValues: initial, validate });
  const [moved, setMoved] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const { steps } = form.getValues();
  const channel = (c: CascadeChannel) => t(`policy.channels.${c}`);

  const move = (index: number, by: -1 | 1) => {
    const rows = form.getValues().steps;
    const next = moveStep(rows, index, by);
    if (next === rows) return;
    form.setFieldValue('steps', next);
    const row = rows[index];
    setMoved(t('policy.moved', { channel: channel(row.channel), position: index + by + 1 }));
    // The button pressed stays focused on the row it moved; at an end, its other button takes the focus.
    requestAnimationFrame(() => {
      const same = buttons.current.get(`${row.channel}:${by}`);
      const other = buttons.current.get(`${row.channel}:${-by}`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const submit = form.onSubmit(async (v) => {
    try {
      await onSave(policyBodyOf(v));
      form.resetDirty();
    } catch (err) {
      applyServerError(form, err, onOtherError);
    }
  });

  const stepsError = Object.entries(form.errors).find(([k]) => k === 'steps' || k.startsWith('steps.'))?.[1];
  const firstUsed = steps.findIndex((s) => s.used);
  let position = 0;

  return (
    <form noValidate aria-label={t('policy.formLabel')} onSubmit={submit}>
      <Stack>
        <Card withBorder padding="lg">
          <Stack>
            <Switch
              label={t('policy.enabled')}
              key={form.key('enabled')}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
            <Text size="sm" c="dimmed">
              {t('policy.enabledHelp')}
            </Text>
            <Checkbox.Group
              label={t('policy.alertTypes')}
              description={t('policy.alertTypesHelp')}
              key={form.key('alertTypes')}
              {...form.getInputProps('alertTypes')}
            >
              <Stack gap="xs" mt="xs">
                {ALERT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={t(`notifications:alert.types.${type}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack>
            <div>
              <Title order={2} size="h4">
                {t('policy.steps')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('policy.stepsHelp')}
              </Text>
            </div>
            {steps.map((row, i) => {
              if (row.used) position += 1;
              const canUp = row.channel !== 'PUSH' && i > 0 && steps[i - 1].channel !== 'PUSH';
              const canDown = row.channel !== 'PUSH' && i < steps.length - 1;
              return (
                <Fieldset key={row.channel} legend={channel(row.channel)} variant="filled" p="sm">
                  <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
                    <Stack gap="xs">
                      <Badge variant="light" color={row.used ? 'blue' : 'gray'}>
                        {row.used ? t('policy.step', { n: position }) : t('policy.notUsed')}
                      </Badge>
                      <Checkbox
                        label={t('policy.use', { channel: channel(row.channel) })}
                        key={form.key(`steps.${i}.used`)}
                        {...form.getInputProps(`steps.${i}.used`, { type: 'checkbox' })}
                      />
                    </Stack>
                    <NumberInput
                      label={i === firstUsed ? t('policy.afterFirst') : t('policy.after')}
                      min={0}
                      max={1440}
                      allowDecimal={false}
                      w={220}
                      disabled={!row.used}
                      key={form.key(`steps.${i}.afterMinutes`)}
                      {...form.getInputProps(`steps.${i}.afterMinutes`)}
                    />
                    {row.channel !== 'PUSH' && (
                      <Group gap={4}>
                        <ActionIcon
                          variant="default"
                          size="lg"
                          aria-label={t('policy.moveUp', { channel: channel(row.channel) })}
                          disabled={!canUp}
                          ref={(el) => void buttons.current.set(`${row.channel}:-1`, el)}
                          onClick={() => move(i, -1)}
                        >
                          <IconArrowUp size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          size="lg"
                          aria-label={t('policy.moveDown', { channel: channel(row.channel) })}
                          disabled={!canDown}
                          ref={(el) => void buttons.current.set(`${row.channel}:1`, el)}
                          onClick={() => move(i, 1)}
                        >
                          <IconArrowDown size={18} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                </Fieldset>
              );
            })}
            {stepsError && (
              <Text c="red" size="sm" role="alert">
                {stepsError}
              </Text>
            )}
            <VisuallyHidden aria-live="polite">{moved}</VisuallyHidden>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Group align="flex-start" wrap="wrap">
            <NumberInput
              label={t('policy.cycles')}
              description={t('policy.cyclesHelp')}
              min={1}
              max={5}
              allowDecimal={false}
              w={260}
              key={form.key('cycles')}
              {...form.getInputProps('cycles')}
            />
            <NumberInput
              label={t('policy.cycleAfter')}
              min={0}
              max={1440}
              allowDecimal={false}
              w={260}
              key={form.key('cycleAfterMinutes')}
              {...form.getInputProps('cycleAfterMinutes')}
            />
            <NumberInput
              label={t('policy.receiptTimeout')}
              description={t('policy.receiptTimeoutHelp')}
              min={30}
              max={3600}
              allowDecimal={false}
              w={260}
              key={form.key('receiptTimeoutSeconds')}
              {...form.getInputProps('receiptTimeoutSeconds')}
            />
          </Group>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
