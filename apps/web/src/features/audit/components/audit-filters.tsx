import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRange } from '../../../components/date-picker';

/** The areas an action name starts with: the action filter matches by that start ("members." → every member action). */
export const ACTION_AREAS = [
  'auth',
  'account',
  'members',
  'guests',
  'administrators',
  'groups',
  'content',
  'notifications',
  'cap',
  'communities',
  'reports',
  'support',
  'platform',
  'audit',
] as const;

export interface AuditFilterValues {
  action: string | null;
  target: string;
  period: DateRange;
}

export const NO_FILTERS: AuditFilterValues = { action: null, target: '', period: [null, null] };

/** What the filters send: the action's area, a target's id, the period as instants (the reader's days). */
export const filterQuery = (f: AuditFilterValues) => ({
  action: f.action ? `${f.action}.` : undefined,
  targetId: f.target.trim() || undefined,
  from: f.period[0] && f.period[1] ? f.period[0].toISOString() : undefined,
  to: f.period[0] && f.period[1] ? f.period[1].toISOString() : undefined,
});

/** Action, target and period; the person is the table's own search box. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}) {
  const { t, i18n } = useTranslation('audit');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filters.action')}
        placeholder={t('filters.anyAction')}
        data={ACTION_AREAS.map((a) => ({ value: a, label: t(`areas.${a}`) }))}
        value={value.action}
        onChange={(action) => onChange({ ...value, action })}
        clearable
        w={200}
      />
      <TextInput
        label={t('filters.target')}
        placeholder={t('filters.targetPlaceholder')}
        value={value.target}
        onChange={(e) => onChange({ ...value, target: e.currentTarget.value })}
        w={220}
      />
      <DateRangePicker
        label={t('filters.period')}
        // No placeholder: the picker draws it as text in a colour too pale for the contrast rules (WCAG 1.4.3).
        value={value.period}
        onChange={(period) => onChange({ ...value, period })}
        clearable
        maxDate={new Date()}
        valueFormat={i18n.language === 'fr' ? 'D MMM YYYY' : 'MMM D, YYYY'}
        w={260}
      />
    </Group>
  );
}
