import { Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ALERT_TYPES, REMINDER_MAX, REMINDER_MINUTES_MAX, REMINDER_MINUTES_MIN } from '@gathering/contract';
import type { ComposeValues } from './compose-model';

/** Emergency alert: its type, and reminders to those who have not acknowledged it yet. */
export function AlertFields({ form }: { form: UseFormReturnType<ComposeValues> }) {
  const { t } = useTranslation('notifications');
  const values = form.getValues();
  return (
    <Stack
      gap="sm"
      p={values.emergency ? 'sm' : 0}
      style={
        values.emergency ? { border: '1px solid var(--mantine-color-red-4)', borderRadius: 8 } : undefined
      }
    >
      <Switch
        color="red"
        label={t('compose.emergency')}
        description={t('compose.emergencyHint')}
        key={form.key('emergency')}
        {...form.getInputProps('emergency', { type: 'checkbox' })}
      />
      {values.emergency && (
        <>
          <Select
            label={t('compose.alertType')}
            placeholder={t('compose.chooseAlertType')}
            data={ALERT_TYPES.map((type) => ({ value: type, label: t(`alert.types.${type}`) }))}
            key={form.key('alertType')}
            {...form.getInputProps('alertType')}
            w={280}
          />
          <Switch
            label={t('compose.reminders')}
            description={t('compose.remindersHint')}
            key={form.key('reminders')}
            {...form.getInputProps('reminders', { type: 'checkbox' })}
          />
          {values.reminders && (
            <Group align="flex-start">
              <NumberInput
                label={t('compose.reminderAfter')}
                min={REMINDER_MINUTES_MIN}
                max={REMINDER_MINUTES_MAX}
                allowDecimal={false}
                w={200}
                key={form.key('reminderAfterMinutes')}
                {...form.getInputProps('reminderAfterMinutes')}
              />
              <NumberInput
                label={t('compose.reminderMax')}
                min={1}
                max={REMINDER_MAX}
                allowDecimal={false}
                w={200}
                key={form.key('reminderMax')}
                {...form.getInputProps('reminderMax')}
              />
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {t('compose.alertBypass')}
          </Text>
        </>
      )}
    </Stack>
  );
}
