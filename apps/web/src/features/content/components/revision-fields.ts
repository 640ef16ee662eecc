import type { EventDateTime, FormNode, RevisionContent } from '@gathering/contract';
import { formatDate } from '../../../lib/format';

/**
 * One language of a version as the fields a person compares (issue 40 #3): the item's own language shows every
 * field; another language its version's texts (headline, tagline, body, a document's file name, a form's labels).
 * Rich text is compared as its words; a field neither side has is left out.
 */
export interface ComparedField {
  key: string;
  /** The content catalogue's label key ("fields.headline"), or a label given as is. */
  label: { key: string } | { text: string };
  text: string;
}

const plain = (html: unknown) => {
  if (typeof html !== 'string' || !html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Paragraphs and list items as lines: a change of one line reads as that line.
  doc.body.querySelectorAll('p, li, h1, h2, h3, h4, br').forEach((n) => n.append('\n'));
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
};
const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The languages either version has: the item's own first, then the others in order. */
export function languagesOf(...versions: (RevisionContent | undefined)[]): string[] {
  const own = versions.find(Boolean)?.language ?? 'en';
  const others = new Set<string>();
  for (const v of versions) for (const tr of v?.translations ?? []) others.add(tr.language);
  others.delete(own);
  return [own, ...[...others].sort()];
}

const labelsOf = (nodes: unknown) =>
  Array.isArray(nodes)
    ? (nodes as FormNode[]).flatMap((n) => n.nodeInputs.map((i) => ({ id: i.id ?? '', label: i.label })))
    : [];

/** The fields of one version in one language, in the editor's order. */
export function fieldsOf(v: RevisionContent | undefined, language: string, yesNo: (b: boolean) => string) {
  if (!v) return [] as ComparedField[];
  const f = (key: string, labelKey: string, text: string): ComparedField => ({
    key,
    label: { key: labelKey },
    text,
  });
  if (language !== v.language) {
    const tr = v.translations.find((x) => x.language === language);
    const fields = [
      f('headline', 'fields.headline', tr?.headline ?? ''),
      f('tagline', 'fields.tagline', tr?.tagline ?? ''),
      f('body', 'fields.body', plain(tr?.body)),
    ];
    if (v.kind === 'DOCUMENT') fields.push(f('displayName', 'fields.document', tr?.displayName ?? ''));
    if (v.kind === 'FORM')
      for (const input of labelsOf(v.data.formNodes))
        fields.push({
          key: `label.${input.id}`,
          label: { text: input.label },
          text: tr?.labels[input.id] ?? '',
        });
    return fields;
  }
  const d = v.data;
  const fields = [
    f('headline', 'fields.headline', v.headline),
    f('tagline', 'fields.tagline', v.tagline),
    f('body', v.kind === 'JOB' ? 'fields.description' : 'fields.body', plain(d.body)),
  ];
  if (v.kind === 'EVENT') {
    fields.push(f('location', 'fields.location', str(d.location)));
    const dates = Array.isArray(d.dateTimes) ? (d.dateTimes as EventDateTime[]) : [];
    const day = (x: EventDateTime) => `${formatDate(`${x.date}T12:00:00`)}, ${x.startTime}–${x.endTime}`;
    fields.push(f('dates', 'dates.label', dates.map(day).join('\n')));
  }
  if (v.kind === 'JOB')
    for (const [key, label] of [
      ['position', 'fields.position'],
      ['employer', 'fields.employer'],
      ['location', 'fields.location'],
      ['type', 'fields.jobType'],
      ['closing_date', 'fields.closingDate'],
      ['salary', 'fields.salary'],
      ['external_url', 'fields.externalUrl'],
      ['contact_info', 'fields.contactInfo'],
    ] as const)
      fields.push(
        f(key, label, key === 'closing_date' && d[key] ? formatDate(`${str(d[key])}T12:00:00`) : str(d[key])),
      );
  if (v.kind === 'JOB') {
    fields.push(f('qualifications', 'fields.qualifications', plain(d.qualifications)));
    fields.push(f('responsibilities', 'fields.responsibilities', plain(d.responsibilities)));
  }
  if (v.kind === 'FORM') {
    fields.push(f('emails', 'fields.emails', Array.isArray(d.emails) ? d.emails.join(', ') : ''));
    fields.push(
      f(
        'questions',
        'fields.questions',
        labelsOf(d.formNodes)
          .map((i) => i.label)
          .join('\n'),
      ),
    );
  }
  if (v.kind === 'DOCUMENT')
    fields.push(f('document', 'fields.document', v.attachment?.name ?? v.attachment?.id ?? ''));
  fields.push(f('tags', 'fields.tags', v.tags.join(', ')));
  fields.push(f('cover', 'fields.cover', v.coverImage?.name ?? v.coverImage?.id ?? ''));
  fields.push(f('citationRequired', 'fields.citationRequired', yesNo(v.citationRequired)));
  return fields;
}

/** The two versions' fields paired by key, in the first's order then any the second alone has. */
export function pairFields(left: ComparedField[], right: ComparedField[]) {
  const keys = [...new Set([...left.map((x) => x.key), ...right.map((x) => x.key)])];
  return keys
    .map((key) => {
      const l = left.find((x) => x.key === key);
      const r = right.find((x) => x.key === key);
      return { key, label: (l ?? r)!.label, left: l?.text ?? '', right: r?.text ?? '' };
    })
    .filter((p) => p.left || p.right);
}
