import dayjs from 'dayjs';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  contentMessages,
  KIND_PATHS,
  SAVE_BODIES,
  type AttachmentRecord,
  type FeedItemDetail,
  type KindPath,
  type SaveBody,
} from '@gathering/contract';
import type { ReactNode } from 'react';
import { i18n } from '../../../i18n';
import { withSentences } from '../../../lib/forms';
import {
  fromDrafts as datesFromDrafts,
  problemOf as datesProblem,
  startsInPast,
  toDrafts as datesToDrafts,
  zoneOf,
  type EventDateDraft,
} from './event-dates-model';
import {
  fromDrafts as formFromDrafts,
  toDrafts as formToDrafts,
  type SectionDraft,
} from './form-builder-model';

/**
 * Everything the editor's form holds, for every kind; each kind's save takes its own part. A type (not an
 * interface) so it is a plain record for @mantine/form.
 */
/** An item's text in another of the community's languages (issue 23); forms have no body. */
/**
 * A version in another language; `displayName` names a document's file in it (empty: the file's own name),
 * `labels` a form's saved fields by id (a field left out keeps its own label).
 */
export type VersionDraft = {
  headline: string;
  tagline: string;
  body: string;
  displayName?: string;
  labels?: Record<string, string>;
};

export type ContentDraft = {
  id?: string;
  /** The language of the fields below: the item's own (the community's default for a new item). */
  language?: string;
  /** The other languages' versions, by tag: kept drafts keep every language's values with the rest. */
  versions: Record<string, VersionDraft>;
  headline: string;
  tagline: string;
  tags: string[];
  cover: AttachmentRecord | null;
  citationRequired: boolean;
  body: string;
  location: string;
  dates: EventDateDraft[];
  /** The editor has confirmed saving an event that starts in the past (asked only then; never sent). */
  pastConfirmed: boolean;
  closingDate: Date | null;
  employer: string;
  jobType: string;
  externalUrl: string;
  position: string;
  qualifications: string;
  responsibilities: string;
  salary: string;
  contactInfo: string;
  emails: string[];
  sections: SectionDraft[];
  attachment: AttachmentRecord | null;
  approvers: string[];
  /** The item's version the editor opened (never sent): a kept draft says when the item was saved since. */
  baseRevision: number | null;
};

export function draftOf(item?: FeedItemDetail): ContentDraft {
  return {
    id: item?.id,
    language: item?.language,
    versions: Object.fromEntries(
      (item?.translations ?? []).map((v) => [
        v.language,
        {
          headline: v.headline,
          tagline: v.tagline,
          body: v.body,
          displayName: v.displayName,
          labels: v.labels,
        },
      ]),
    ),
    headline: item?.headline ?? '',
    tagline: item?.tagline ?? '',
    tags: item?.tags ?? [],
    cover: item?.coverImage ?? null,
    citationRequired: item?.citationRequired ?? false,
    body: item?.body ?? '',
    location: item?.location ?? '',
    dates: datesToDrafts(item?.dateTimes, item?.zone),
    pastConfirmed: false,
    closingDate: item?.closing_date ? dayjs(item.closing_date, 'YYYY-MM-DD').toDate() : null,
    employer: item?.employer ?? '',
    jobType: item?.type ?? '',
    externalUrl: item?.external_url ?? '',
    position: item?.position ?? '',
    qualifications: item?.qualifications ?? '',
    responsibilities: item?.responsibilities ?? '',
    salary: item?.salary ?? '',
    contactInfo: item?.contact_info ?? '',
    emails: item?.emails ?? [],
    sections: formToDrafts(item?.formNodes),
    attachment: item?.attachment ?? null,
    approvers: item?.approval?.emails ?? [],
    baseRevision: item?.revision?.number ?? null,
  };
}

/** The save payload of the kind (checked by `validateContent` before it is sent). */
export function bodyOf(kind: KindPath, d: ContentDraft): SaveBody {
  const common = {
    ...(d.id ? { id: d.id } : {}),
    headline: d.headline.trim(),
    tagline: d.tagline.trim(),
    tags: d.tags,
    coverImage: d.cover?.id ?? null,
    citationRequired: d.citationRequired,
    status: 'DRAFT' as const,
    translations: Object.entries(d.versions)
      .filter(([language]) => language !== d.language)
      .map(([language, v]) => ({
        language,
        headline: v.headline.trim(),
        tagline: v.tagline.trim(),
        body: kind === 'forms' ? '' : v.body,
        displayName: kind === 'documents' ? (v.displayName ?? '').trim() : '',
        labels:
          kind === 'forms'
            ? Object.fromEntries(
                Object.entries(v.labels ?? {})
                  .map(([id, l]) => [id, l.trim()])
                  .filter(([, l]) => l),
              )
            : {},
      })),
  };
  switch (kind) {
    case 'news':
      return { ...common, body: d.body };
    case 'events': {
      const zone = zoneOf(d.dates);
      const { dateTimes } = datesFromDrafts(d.dates);
      return { ...common, body: d.body, location: d.location.trim(), dateTimes, ...(zone ? { zone } : {}) };
    }
    case 'jobs':
      return {
        ...common,
        body: d.body,
        closing_date: d.closingDate ? dayjs(d.closingDate).format('YYYY-MM-DD') : null,
        employer: d.employer.trim(),
        location: d.location.trim(),
        type: d.jobType.trim(),
        external_url: d.externalUrl.trim() || null,
        position: d.position.trim(),
        qualifications: d.qualifications,
        responsibilities: d.responsibilities,
        salary: d.salary.trim(),
        contact_info: d.contactInfo.trim(),
      };
    case 'forms':
      return { ...common, emails: d.emails, formNodes: formFromDrafts(d.sections) };
    case 'documents':
      return {
        ...common,
        body: d.body,
        attachment: d.attachment?.id ?? null,
        approval: { emails: d.approvers },
      };
  }
}

// The save body's (and the server's) field names → the form's paths. Nested paths keep their tail where the
// form has the same shape (a form's questions), and stop at the field that shows them otherwise.
const FIELD_OF: Record<string, keyof ContentDraft> = {
  coverImage: 'cover',
  closing_date: 'closingDate',
  external_url: 'externalUrl',
  type: 'jobType',
  contact_info: 'contactInfo',
  dateTimes: 'dates',
  zone: 'dates',
  approval: 'approvers',
  translations: 'versions',
};

export function formPathOf(path: string): string {
  const [head, ...rest] = path.split('.');
  if (head === 'formNodes') return ['sections', ...rest].join('.');
  // A date-time ending before it starts is shown on that row's End field (dateTimes.0.endTime → dates.0.end).
  if (head === 'dateTimes' && rest.length === 2 && rest[1] === 'endTime') return `dates.${rest[0]}.end`;
  return FIELD_OF[head] ?? head;
}

/** The contract's own sentences (English constants) → the reader's language, for `withSentences`. */
const CONTRACT_KEYS = [
  'headlineRequired',
  'dateInvalid',
  'timeInvalid',
  'linkInvalid',
  'endBeforeStart',
  'choicesRequired',
] as const;
const contractSentences = () =>
  Object.fromEntries(CONTRACT_KEYS.map((key) => [contentMessages[key], i18n.t(`content:messages.${key}`)]));

const validators = Object.fromEntries(
  Object.entries(KIND_PATHS).map(([path, kind]) => [
    path,
    withSentences(zod4Resolver(SAVE_BODIES[kind]), contractSentences),
  ]),
) as Record<KindPath, (body: Record<string, unknown>) => Record<string, ReactNode>>;

/**
 * The editor's checks, before any request: the editor's own rules (an event date needs its day and times; a new
 * job cannot close in the past, an event starting in the past is confirmed), then the contract's save body of the
 * kind — each error a sentence under the field it belongs to. `today` is the reader's clock.
 */
export function validateContent(kind: KindPath, isNew: boolean, today: Date = new Date()) {
  return (values: ContentDraft): Record<string, string> => {
    const errors: Record<string, string> = {};
    const add = (path: string, message: string) => {
      errors[path] ??= message;
    };
    if (kind === 'events') {
      const problem = datesProblem(values.dates);
      if (problem) add(problem.field ? `dates.${problem.row}.${problem.field}` : 'dates', problem.message);
      // The server keeps accepting past events (an editor may record one); the editor only makes sure it is meant.
      else if (!values.pastConfirmed && startsInPast(values.dates, today))
        add('pastConfirmed', i18n.t('content:dates.pastConfirmRequired'));
    }
    if (kind === 'jobs' && isNew && values.closingDate && dayjs(values.closingDate).isBefore(today, 'day'))
      add('closingDate', i18n.t('content:rules.closingDatePast'));
    for (const [path, message] of Object.entries(validators[kind](bodyOf(kind, values))))
      add(formPathOf(path), String(message));
    return errors;
  };
}
