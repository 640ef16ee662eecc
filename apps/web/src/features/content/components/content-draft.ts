import dayjs from 'dayjs';
import type { AttachmentRecord, FeedItemDetail, KindPath, SaveBody } from '@gathering/contract';
import {
  fromDrafts as datesFromDrafts,
  toDrafts as datesToDrafts,
  zoneOf,
  type EventDateDraft,
} from './event-dates-model';
import {
  fromDrafts as formFromDrafts,
  toDrafts as formToDrafts,
  type SectionDraft,
} from './form-builder-model';

/** Everything the editors hold, for every kind; each kind's save takes its own part. */
export interface ContentDraft {
  id?: string;
  headline: string;
  tagline: string;
  tags: string[];
  cover: AttachmentRecord | null;
  citationRequired: boolean;
  body: string;
  location: string;
  dates: EventDateDraft[];
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
}

export function draftOf(item?: FeedItemDetail): ContentDraft {
  return {
    id: item?.id,
    headline: item?.headline ?? '',
    tagline: item?.tagline ?? '',
    tags: item?.tags ?? [],
    cover: item?.coverImage ?? null,
    citationRequired: item?.citationRequired ?? false,
    body: item?.body ?? '',
    location: item?.location ?? '',
    dates: datesToDrafts(item?.dateTimes, item?.zone),
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
  };
}

/** The save payload of the kind, or the first problem to fix before it can be sent. */
export function bodyOf(kind: KindPath, d: ContentDraft): { body?: SaveBody; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!d.headline.trim()) errors.headline = 'A headline is required';
  const common = {
    ...(d.id ? { id: d.id } : {}),
    headline: d.headline.trim(),
    tagline: d.tagline.trim(),
    tags: d.tags,
    coverImage: d.cover?.id ?? null,
    citationRequired: d.citationRequired,
    status: 'DRAFT' as const,
  };
  let body: SaveBody;
  switch (kind) {
    case 'news':
      body = { ...common, body: d.body };
      break;
    case 'events': {
      const { dateTimes, problem } = datesFromDrafts(d.dates);
      if (problem) errors.dateTimes = problem;
      const zone = zoneOf(d.dates);
      body = { ...common, body: d.body, location: d.location.trim(), dateTimes, ...(zone ? { zone } : {}) };
      break;
    }
    case 'jobs':
      body = {
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
      break;
    case 'forms':
      d.sections.forEach((s, si) =>
        s.nodeInputs.forEach((input, ii) => {
          if (!input.label.trim())
            errors[`formNodes.${si}.nodeInputs.${ii}.label`] = 'Every question needs a label';
          if (
            (input.type === 'SINGLE_CHOICE' || input.type === 'MULTIPLE_CHOICE') &&
            input.values.length === 0
          )
            errors[`formNodes.${si}.nodeInputs.${ii}.values`] = 'Choice inputs need at least one value';
        }),
      );
      body = { ...common, emails: d.emails, formNodes: formFromDrafts(d.sections) };
      break;
    case 'documents':
      body = {
        ...common,
        body: d.body,
        attachment: d.attachment?.id ?? null,
        approval: { emails: d.approvers },
      };
      break;
  }
  return Object.keys(errors).length ? { errors } : { body, errors };
}
