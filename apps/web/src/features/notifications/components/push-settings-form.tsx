import { Button, Card, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import type { NotificationSettingsBody } from '@gathering/contract';
import { CANADIAN_TIME_ZONES, TimePicker, zoneLabel } from '../../../components/time-picker';
import { applyServerError } from '../../../lib/forms';
import {
  DEFAULT_QUIET_HOURS,
  crossesMidnight,
  formatHm,
  hmOf,
  pickerValueOf,
  pushSettingsSchema,
  settingsBodyOf,
  type PushSettingsValues,
} from './push-settings-model';

/**
 * Quiet hours (a switch, then start and end on the time picker) and the community's zone. `onSave` stores them;
 * its failure goes under the field the server names, or to `onOtherError`.
 */
export function PushSettingsForm({
  initial,
  onSave,
  onOtherError,
}: {
  initial: PushSettingsValues;
  onSave: (body: NotificationSettingsBody) => Promise<unknown>;
  onOtherError: (message: string) => void;
}) {
  const { t } = useTranslation(['notifications', 'common']);
  const form = useForm<PushSettingsValues>({
    initialValues: initial,
    validate: (values) => zod4Resolver(pushSettingsSchema())(values),
  });
  const values = form.getValues();
  // A zone set outside the Canadian list (through the API) still shows, under its id.
  const zones =
    values.timeZone && !CANADIAN_TIME_ZONES.some((z) => z.value === values.timeZone)
      ? [...CANADIAN_TIME_ZONES, { value: values.timeZone, label: zoneLabel(values.timeZone) }]
      : [...CANADIAN_TIME_ZONES];

  const submit = form.onSubmit(async (v) => {
    try {
      await onSave(settingsBodyOf(v));
      form.resetDirty();
    } catch (err) {
      applyServerError(form, err, onOtherError);
    }
  });

  const toggle = (on: boolean) => {
    form.setFieldValue('quietHours', on);
    if (on && !values.quietHoursStart && !values.quietHoursEnd) form.setValues(DEFAULT_QUIET_HOURS);
    form.clearErrors();
  };

  const setTime = (field: 'quietHoursStart' | 'quietHoursEnd', hm: string | null) => {
    form.setFieldValue(field, hm);
    form.clearFieldError('quietHoursStart');
    form.clearFieldError('quietHoursEnd');
  };

  const { quietHoursStart: start, quietHoursEnd: end } = values;
  const windowText =
    start && end && start !== end
      ? t(crossesMidnight(start, end) ? 'settings.overnight' : 'settings.sameDay', {
          start: formatHm(start),
          end: formatHm(end),
        })
      : null;

  return (
    <form noValidate aria-label={t('settings.formLabel')} onSubmit={submit}>
      <Stack>
        <Card withBorder padding="lg">
          <Stack>
            {/* The help is not the switch's description: that would make it part of the switch's name. */}
            <Switch
              label={t('settings.quietHours')}
              checked={values.quietHours}
              onChange={(e) => toggle(e.currentTarget.checked)}
            />
            <Text size="sm" c="dimmed">
              {t('settings.quietHoursHelp')}
            </Text>
            {values.quietHours ? (
              <>
                <Group align="flex-start">
                  <TimePicker
                    label={t('settings.start')}
                    title={t('settings.startTitle')}
                    value={pickerValueOf(start)}
                    onChange={(v) => setTime('quietHoursStart', hmOf(v))}
                    error={form.errors.quietHoursStart}
                    withZone={false}
                    required
                  />
                  <TimePicker
                    label={t('settings.end')}
                    title={t('settings.endTitle')}
                    value={pickerValueOf(end)}
                    onChange={(v) => setTime('quietHoursEnd', hmOf(v))}
                    error={form.errors.quietHoursEnd}
                    withZone={false}
                    required
                  />
                </Group>
                {windowText && (
                  <Text size="sm" data-testid="quiet-window">
                    {windowText}
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm">{t('settings.off')}</Text>
            )}
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack>
            <Select
              label={t('settings.zone')}
              description={t('settings.zoneHelp')}
              placeholder={t('settings.zonePlaceholder')}
              data={zones}
              searchable
              clearable
              maw={360}
              key={form.key('timeZone')}
              {...form.getInputProps('timeZone')}
            />
          </Stack>
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
