import { Group, Select } from '@mantine/core';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_AREAS } from '@gathering/contract/constants';
import { DateRangePicker, normaliseRange, type DateRange } from '../../../components/date-picker';
import { actionLabel } from './audit-words';
import { PersonPicker } from './person-picker';

/** The filters as the address keeps them: a link, Back or a reload shows the same entries. */
export interface AuditFilterValues {
  /** An area ("members.": every member action) or one action ("members.update"). */
  action: string | null;
  /** A person's user id, and the name the picker showed for it. */
  person: string | null;
  personName: string | null;
  /** The reader's days, 'YYYY-MM-DD'. */
  from: string | null;
  to: string | null;
  /** The platform's view: a community's id, or 'platform'. */
  community: string | null;
}

const KEYS = ['action', 'person', 'personName', 'from', 'to', 'community'] as const;

/** The filters in the address, and a setter that writes them there (replacing the entry: no history per click). */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(KEYS.map((k) => [k, params.get(k) || null])) as unknown as AuditFilterValues,
    [params],
  );
  const set = useCallback(
    (next: Partial<AuditFilterValues>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [k, v] of Object.entries(next)) {
            if (v) out.set(k, v);
            else out.delete(k);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, set] as const;
}

/** What the filters send: the action or its area, the person, the period as instants of the reader's days. */
export function filterQuery(f: AuditFilterValues) {
  const [from, to] = f.from && f.to ? normaliseRange(f.from, f.to) : [null, null];
  return {
    action: f.action ?? undefined,
    person: f.person ?? undefined,
    from: from?.toISOString(),
    // The end of the last day is included: the trail's `to` is exclusive, so the next day's first instant.
    to: to ? dayjs(to).add(1, 'millisecond').toDate().toISOString() : undefined,
  };
}

/** Action (an area or one action), person and period; the table's search box finds a person by name too. */
export function AuditFilters({
  scope,
  value,
  onChange,
}: {
  scope: 'community' | 'platform';
  value: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
}) {
  const { t, i18n } = useTranslation('audit');
  const actions = useMemo(
    () =>
      AUDIT_AREAS.map((area) => ({
        group: t(`areas.${area}` as 'areas.members'),
        items: [
          {
            value: `${area}.`,
            label: `${t(`areas.${area}` as 'areas.members')} · ${t('filters.everyAction')}`,
          },
          ...AUDIT_ACTIONS.filter((a) => a.startsWith(`${area}.`)).map((a) => ({
            value: a,
            label: actionLabel(t, a),
          })),
        ],
      })),
    [t],
  );
  // The address holds a whole period; the first day picked waits here for the second.
  const kept = value.from && value.to ? `${value.from}/${value.to}` : '';
  const [period, setPeriod] = useState<DateRange>(() =>
    value.from && value.to ? normaliseRange(value.from, value.to) : [null, null],
  );
  const [shown, setShown] = useState(kept);
  if (shown !== kept) {
    setShown(kept);
    setPeriod(value.from && value.to ? normaliseRange(value.from, value.to) : [null, null]);
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filters.action')}
        placeholder={t('filters.anyAction')}
        data={actions}
        value={value.action}
        onChange={(action) => onChange({ action })}
        searchable
        clearable
        nothingFoundMessage={t('empty')}
        w={260}
      />
      <PersonPicker
        scope={scope}
        community={value.community}
        value={value.person ? { id: value.person, name: value.personName ?? value.person } : null}
        onChange={(p) => onChange({ person: p?.id ?? null, personName: p?.name ?? null })}
      />
      <DateRangePicker
        label={t('filters.period')}
        // No placeholder: the picker draws it as text in a colour too pale for the contrast rules (WCAG 1.4.3).
        value={period}
        onChange={([from, to]) => {
          setPeriod([from, to]);
          if (!from === !to)
            onChange({
              from: from && to ? dayjs(from).format('YYYY-MM-DD') : null,
              to: from && to ? dayjs(to).format('YYYY-MM-DD') : null,
            });
        }}
        clearable
        maxDate={new Date()}
        valueFormat={i18n.language === 'fr' ? 'D MMM YYYY' : 'MMM D, YYYY'}
        w={260}
      />
    </Group>
  );
}
