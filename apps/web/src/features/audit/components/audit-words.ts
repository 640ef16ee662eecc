import type { TFunction } from 'i18next';
import type { AuditRow } from '@gathering/contract';
import { AUDIT_ID_FIELDS } from '@gathering/contract/constants';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';

/**
 * The trail in plain words (issue 40 #2): an action, a field and a value as a person reads them. Names come from the
 * row (`names`, answered by the server for every id it holds); an id is never the text, only its hover.
 */

type T = TFunction<'audit'>;

/** The action in words ("members.update" → "Member edited"); every recorded action has them (audit-words.test). */
export const actionLabel = (t: T, action: string) =>
  t(`actions.${action}` as 'actions.members.update', { defaultValue: action });

/** A field's label; a key the catalogue lacks is written as words from its name ("quietHoursEnd" → "quiet hours end"). */
export const fieldLabel = (t: T, field: string) =>
  t(`fields.${field}` as 'fields.name', {
    defaultValue: field
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  });

/** What a shown value is: plain text, or a name whose id is its hover. */
export interface Shown {
  text: string;
  /** The id(s) behind a name, shown on hover. */
  ids?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HTML = /<\/?[a-z][^>]*>/i;
const MAX = 120;

/** Rich text as the words it shows: no tags, entities read, white space folded. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const cut = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The name of an id in this row, or what it was (a record gone since), with the id on hover. */
function named(t: T, row: Pick<AuditRow, 'names'>, id: string, kind?: string): Shown {
  const name = row.names[id];
  if (name) return { text: name, ids: id };
  return { text: t('gone', { kind: t(`targets.${kind ?? 'record'}` as 'targets.user') }), ids: id };
}

/** One value of a field, in words. */
export function valueText(t: T, row: Pick<AuditRow, 'names'>, field: string, value: unknown): Shown {
  if (value === null || value === undefined || value === '') return { text: '—' };
  if (typeof value === 'boolean') return { text: value ? t('yes') : t('no') };
  // A list's page is recorded as the API's 0-based index; the console numbers pages from 1 ("Page 1 of 3").
  if (typeof value === 'number') return { text: formatNumber(field === 'page' ? value + 1 : value) };
  const ref = AUDIT_ID_FIELDS[field];
  if (Array.isArray(value)) {
    if (!value.length) return { text: '—' };
    if (value.some((v) => isPlainObject(v) || Array.isArray(v)))
      return { text: t('listOf', { count: value.length }) };
    const parts = value.map((v) => valueText(t, row, field, v));
    const ids = parts.map((p) => p.ids).filter(Boolean);
    return { text: cut(parts.map((p) => p.text).join(', ')), ids: ids.length ? ids.join(', ') : undefined };
  }
  if (isPlainObject(value)) return { text: t('listOf', { count: Object.keys(value).length }) };
  const text = String(value);
  // A filter's action: one action, or an area ("members." is every member action).
  if (field === 'action')
    return {
      text: text.endsWith('.')
        ? t(`areas.${text.slice(0, -1)}` as 'areas.members', { defaultValue: text })
        : actionLabel(t, text),
    };
  if (ref || UUID.test(text)) return UUID.test(text) ? named(t, row, text, ref) : { text: cut(text) };
  if (DATE_TIME.test(text)) return { text: formatDateTime(text) || text };
  if (DAY.test(text)) return { text: formatDate(`${text}T12:00:00`) || text };
  if (HTML.test(text)) return { text: cut(plainText(text)) || '—' };
  const word = t(`values.${text}` as 'values.DRAFT', { defaultValue: '' });
  return { text: word || cut(text) };
}

/** One line of a change: a field (nested ones by their own name) and its value before and after. */
export interface ChangeLine {
  key: string;
  label: string;
  before: Shown;
  after: Shown;
}

/**
 * The changes field by field: a field holding an object (an item's `data`, a push's `audience`) is opened into its
 * own fields, only those that differ kept, each labelled by its own name.
 */
export function changeLines(t: T, row: Pick<AuditRow, 'names' | 'changes'>): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const walk = (path: string, field: string, before: unknown, after: unknown) => {
    if (
      (isPlainObject(before) || before == null) &&
      (isPlainObject(after) || after == null) &&
      (before || after)
    ) {
      const b = (before ?? {}) as Record<string, unknown>;
      const a = (after ?? {}) as Record<string, unknown>;
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)]))
        if (JSON.stringify(b[key]) !== JSON.stringify(a[key])) walk(`${path}.${key}`, key, b[key], a[key]);
      return;
    }
    lines.push({
      key: path,
      label: fieldLabel(t, field),
      before: valueText(t, row, field, before),
      after: valueText(t, row, field, after),
    });
  };
  for (const [field, c] of Object.entries(row.changes ?? {})) walk(field, field, c.before, c.after);
  return lines;
}

/** The details (counts, a list's filters) as label and value, nested ones opened the same way. */
export function detailLines(
  t: T,
  row: Pick<AuditRow, 'names' | 'details'>,
): { key: string; label: string; value: Shown }[] {
  const lines: { key: string; label: string; value: Shown }[] = [];
  const walk = (path: string, field: string, value: unknown) => {
    if (isPlainObject(value)) {
      for (const [key, v] of Object.entries(value)) walk(`${path}.${key}`, key, v);
      return;
    }
    if (value === undefined) return;
    lines.push({ key: path, label: fieldLabel(t, field), value: valueText(t, row, field, value) });
  };
  for (const [field, v] of Object.entries(row.details ?? {})) walk(field, field, v);
  return lines;
}

/** The row's target: its kind in words and its name, the id on hover. */
export function targetText(t: T, row: Pick<AuditRow, 'names' | 'targetKind' | 'targetId'>): Shown | null {
  if (!row.targetKind) return null;
  const kind = t(`targets.${row.targetKind}` as 'targets.user', { defaultValue: row.targetKind });
  if (!row.targetId) return { text: kind };
  const name = row.names[row.targetId];
  return { text: name ? `${kind} · ${name}` : t('gone', { kind }), ids: row.targetId };
}
