import { z } from 'zod';
import { calendarDay, email, listQuery, paged } from './common';
import { LANGUAGES_MAX, languageTag } from './languages';
import { CONTENT_KINDS, KIND_PATHS } from './constants';

// Content: the five kinds of feed item (spec 000 §3). Field names follow the spec, snake_case included.

export { CONTENT_KINDS, KIND_PATHS };
export const contentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKind>;

export type KindPath = keyof typeof KIND_PATHS;

export const FEED_ITEM_TYPES = {
  NEWS: 'NewsItem',
  EVENT: 'EventItem',
  JOB: 'JobItem',
  FORM: 'FormItem',
  DOCUMENT: 'DocumentItem',
} as const satisfies Record<ContentKind, string>;
export const feedItemType = z.enum(['NewsItem', 'EventItem', 'JobItem', 'FormItem', 'DocumentItem']);
export type FeedItemType = z.infer<typeof feedItemType>;

/** What the calendar and the console call each kind. */
export const KIND_LABELS = {
  NEWS: 'News',
  EVENT: 'Event',
  JOB: 'Job',
  FORM: 'Form',
  DOCUMENT: 'Document',
} as const satisfies Record<ContentKind, string>;

// "… was invalid or could not be found" per kind (spec §5 gives the Document form); the feed routes use the
// spec's generic "Feed Item is invalid or could not be found".
export const contentMessages = {
  NEWS: 'News Item was invalid or could not be found',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  timeInvalid: 'Please enter a time as HH:mm (24-hour clock).',
  linkInvalid: 'Please enter a web address starting with http:// or https://.',
  endBeforeStart: 'The end must not be before the start.',
  headlineRequired: 'Please enter a headline.',
  EVENT: 'Event Item was invalid or could not be found',
  JOB: 'Job Item was invalid or could not be found',
  FORM: 'Form Item was invalid or could not be found',
  DOCUMENT: 'Document Item was invalid or could not be found',
  feedItemNotFound: 'Feed Item is invalid or could not be found',
  attachmentNotFound: 'Attachment was invalid or could not be found',
  groupNotFound: 'Group was invalid or could not be found',
  recipientNotFound: 'Recipient was invalid or could not be found',
  choicesRequired: 'Choice inputs need at least one value',
  invalidZone: 'Unknown time zone',
  publishAtPast: 'The publishing time must be in the future',
  notPublished: 'Only published items can be retracted',
  alreadyDeleted: 'This item has been deleted',
  coverUploadFailed: 'Error trying to upload cover image',
  documentUploadFailed: 'Error trying to upload document',
  fileTypeNotAllowed: 'This file type is not allowed here',
  fileTooLarge: 'The file is too large',
  fileMissing: 'No file was uploaded',
  approvalLinkInvalid: 'This review link is invalid or has expired',
  approvalAlreadyDecided: 'This document has already been reviewed',
  approvalSaved: 'Thank you, your review has been recorded',
  requiredAnswer: (label: string) => `${label} is required`,
  invalidAnswer: (label: string) => `${label} is invalid`,
} as const;

/**
 * Who sees a published item: OPEN (every member and guests of the community app), MEMBERS (every member),
 * GROUPS (members of the chosen groups, plus any chosen recipients), RECIPIENTS (the chosen members only).
 */
export const ACCESS_VALUES = ['OPEN', 'MEMBERS', 'GROUPS', 'RECIPIENTS'] as const;
export const contentAccess = z.enum(ACCESS_VALUES);
export type ContentAccess = z.infer<typeof contentAccess>;

/**
 * DRAFT (default) → PUBLISHED (publish) or SCHEDULED (publish with publishAt; the queue publishes it on time);
 * PUBLISHED/SCHEDULED → RETRACTED (retract); any → ARCHIVED (archive); RETRACTED/ARCHIVED → publish again.
 * Deletion is separate: soft (deletedAt, batch delete) or permanent (destroy).
 */
export const CONTENT_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'RETRACTED', 'ARCHIVED'] as const;
export const contentStatus = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof contentStatus>;

export const attachmentRecord = z.object({
  id: z.uuid(),
  filePath: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  originalName: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  displayName: z.string(),
});
export type AttachmentRecord = z.infer<typeof attachmentRecord>;

export const tagEntry = z.object({ id: z.uuid(), tag: z.string() });
export const tagsResponse = z.object({ tags: z.array(tagEntry) });
export type TagsResponse = z.infer<typeof tagsResponse>;

const text = (max: number) => z.string().trim().max(max);
/** The counted fields' limits: the editor's counters and the save schema share them. */
export const HEADLINE_MAX = 300;
export const TAGLINE_MAX = 1000;
/** A document's display name in another language: as long as the upload's own may be. */
export const DISPLAY_NAME_MAX = 200;
/** Rich text (HTML). The server keeps only an allow-list of tags (docs/decisions/content.md) before storing it. */
const html = z.string().max(200_000).default('');

/**
 * An item's version in another of the community's languages (issue 23): its headline, tagline and body (forms
 * have no body). The item's own language is in the item's fields; a version with an empty headline is left out.
 */
export const contentTranslation = z.object({
  language: languageTag,
  headline: text(HEADLINE_MAX).default(''),
  tagline: text(TAGLINE_MAX).default(''),
  body: html,
  displayName: text(DISPLAY_NAME_MAX)
    .default('')
    .describe('Documents: the file’s display name in this language (empty: the file’s own)'),
  labels: z
    .record(z.uuid(), text(200))
    .default({})
    .describe('Forms: field labels in this language, by field id (a field left out keeps its own label)'),
});
export type ContentTranslation = z.infer<typeof contentTranslation>;
export const contentTranslationRecord = z.object({
  language: z.string(),
  headline: z.string(),
  tagline: z.string(),
  body: z.string(),
  displayName: z.string(),
  labels: z.record(z.string(), z.string()),
});
export type ContentTranslationRecord = z.infer<typeof contentTranslationRecord>;
const localDate = calendarDay(contentMessages.dateInvalid);
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, contentMessages.timeInvalid);
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), contentMessages.linkInvalid);

// --- kind data ---

export const eventDateTime = z
  .object({
    id: z.uuid().optional().describe('Generated by the server for new entries'),
    date: localDate,
    startTime: localTime,
    endTime: localTime,
  })
  .refine((d) => d.endTime >= d.startTime, { message: contentMessages.endBeforeStart, path: ['endTime'] });
export type EventDateTime = z.infer<typeof eventDateTime>;

export const FORM_INPUT_TYPES = [
  'SHORT_TEXT',
  'LONG_TEXT',
  'NUMBER',
  'EMAIL',
  'PHONE',
  'DATE',
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'CHECKBOX',
  'SIGNATURE',
] as const;
export const formInputType = z.enum(FORM_INPUT_TYPES);
export type FormInputType = z.infer<typeof formInputType>;
export const CHOICE_INPUT_TYPES: readonly FormInputType[] = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'];

export const formInput = z
  .object({
    id: z.uuid().optional(),
    label: text(200).min(1),
    type: formInputType,
    placeholder: text(200).default(''),
    description: text(1000).default(''),
    // The choices of SINGLE_CHOICE / MULTIPLE_CHOICE inputs; ignored by the other types.
    values: z.array(text(200).min(1)).max(50).default([]),
    isRequired: z.boolean().default(false),
  })
  .refine((i) => !CHOICE_INPUT_TYPES.includes(i.type) || i.values.length > 0, {
    message: contentMessages.choicesRequired,
    path: ['values'],
  });
export type FormInput = z.infer<typeof formInput>;

export const formNode = z.object({
  id: z.uuid().optional(),
  header: text(200).default(''),
  description: text(2000).default(''),
  footer: text(2000).default(''),
  nodeInputs: z.array(formInput).max(100).default([]),
});
export type FormNode = z.infer<typeof formNode>;

export const newsData = z.object({ body: html });
export const eventData = z.object({
  body: html,
  location: text(300).default(''),
  dateTimes: z.array(eventDateTime).max(100).default([]),
  zone: z.string().max(64).optional().describe('IANA zone of the date-times, e.g. America/Toronto'),
});
export const jobData = z.object({
  body: html,
  closing_date: localDate.nullable().default(null),
  employer: text(200).default(''),
  location: text(300).default(''),
  type: text(100).default(''),
  external_url: httpUrl.nullable().default(null),
  position: text(200).default(''),
  qualifications: html,
  responsibilities: html,
  salary: text(200).default(''),
  contact_info: text(1000).default(''),
});
export const formData = z.object({
  emails: z.array(email).max(20).default([]),
  formNodes: z.array(formNode).max(50).default([]),
});
export const documentData = z.object({ body: html });

export const KIND_DATA = {
  NEWS: newsData,
  EVENT: eventData,
  JOB: jobData,
  FORM: formData,
  DOCUMENT: documentData,
} as const;

// --- save payloads ---

const common = {
  id: z.uuid().optional().describe('With an id the item is updated, without it is created'),
  headline: text(HEADLINE_MAX).min(1, contentMessages.headlineRequired),
  tagline: text(TAGLINE_MAX).default(''),
  tags: z.array(text(50).min(1)).max(30).default([]),
  coverImage: z.uuid().nullable().default(null).describe('Attachment id from POST /v1/upload/feedItem/cover'),
  citationRequired: z.boolean().default(false),
  status: z.enum(['DRAFT']).default('DRAFT').describe('Saving never publishes; use the publish route'),
  translations: z
    .array(contentTranslation)
    .max(LANGUAGES_MAX)
    .default([])
    .describe(
      'Versions in the community’s other languages; the item’s own language is the fields above. Saving replaces the whole set',
    ),
};

export const saveNewsBody = z.object({ ...common, ...newsData.shape });
export const saveEventBody = z.object({ ...common, ...eventData.shape });
export const saveJobBody = z.object({ ...common, ...jobData.shape });
export const saveFormBody = z.object({ ...common, ...formData.shape });
export const saveDocumentBody = z.object({
  ...common,
  ...documentData.shape,
  attachment: z
    .uuid()
    .nullable()
    .default(null)
    .describe('Attachment id from POST /v1/upload/feedItem/document'),
  approval: z.object({ emails: z.array(email).max(20).default([]) }).default({ emails: [] }),
});

export const SAVE_BODIES = {
  NEWS: saveNewsBody,
  EVENT: saveEventBody,
  JOB: saveJobBody,
  FORM: saveFormBody,
  DOCUMENT: saveDocumentBody,
} as const;
export type SaveNewsBody = z.infer<typeof saveNewsBody>;
export type SaveEventBody = z.infer<typeof saveEventBody>;
export type SaveJobBody = z.infer<typeof saveJobBody>;
export type SaveFormBody = z.infer<typeof saveFormBody>;
export type SaveDocumentBody = z.infer<typeof saveDocumentBody>;
export type SaveBody = SaveNewsBody | SaveEventBody | SaveJobBody | SaveFormBody | SaveDocumentBody;

// --- responses ---

export const feedItemListEntry = z.object({
  id: z.uuid(),
  objectId: z.string().nullable(),
  language: z
    .string()
    .optional()
    .describe('BCP 47: the language of headline, tagline and body (in the member app: the version chosen)'),
  headline: z.string(),
  tagline: z.string(),
  coverImage: attachmentRecord.nullable(),
  access: contentAccess,
  status: contentStatus,
  feedItemType,
  tags: z.array(z.string()),
  publishedOn: z.string().nullable(),
  publishAt: z.string().nullable().describe('Scheduled publishing time (UTC) while SCHEDULED'),
  publishZone: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  citationRequired: z.boolean(),
  pinned: z.boolean(),
  featured: z.boolean(),
  open: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedItemListEntry = z.infer<typeof feedItemListEntry>;

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const approvalStatus = z.enum(APPROVAL_STATUSES);
export const approvalEntry = z.object({
  id: z.uuid(),
  user: z.string().describe('The reviewer: their name when known, else the e-mail'),
  email: z.string(),
  status: approvalStatus,
  comments: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApprovalEntry = z.infer<typeof approvalEntry>;

export const feedBasicGroup = z.object({ id: z.uuid(), group: z.string() });
export const feedBasicMember = z.object({ id: z.uuid(), name: z.string() });

/** The detail: the list entry, its audience and the kind's data (only the kind's keys are present). */
export const feedItemDetail = feedItemListEntry.extend({
  notifyOnPublish: z
    .boolean()
    .describe(
      'While SCHEDULED: a push goes to its audience when it goes live (listed with scheduled pushes)',
    ),
  recipients: z.array(feedBasicMember),
  groups: z.array(feedBasicGroup),
  translations: z
    .array(contentTranslationRecord)
    .optional()
    .describe('Versions in other languages than `language`'),
  body: z.string().optional(),
  location: z.string().optional(),
  zone: z.string().optional(),
  dateTimes: z.array(eventDateTime).optional(),
  closing_date: z.string().nullable().optional(),
  employer: z.string().optional(),
  type: z.string().optional(),
  external_url: z.string().nullable().optional(),
  position: z.string().optional(),
  qualifications: z.string().optional(),
  responsibilities: z.string().optional(),
  salary: z.string().optional(),
  contact_info: z.string().optional(),
  emails: z.array(z.string()).optional(),
  formNodes: z.array(formNode).optional(),
  attachment: attachmentRecord.nullable().optional(),
  approval: z.object({ emails: z.array(z.string()), approvals: z.array(approvalEntry) }).optional(),
  revision: z
    .object({ number: z.number().int(), savedAt: z.string(), savedBy: z.string().nullable() })
    .nullable()
    .optional()
    .describe(
      'The version the item is now (GET /v1/feeditem/{id}/revisions), null before its first save since versions are kept',
    ),
});
export type FeedItemDetail = z.infer<typeof feedItemDetail>;

export const CONTENT_SORT = ['headline', 'status', 'publishedOn', 'createdAt', 'updatedAt', 'views'] as const;
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
export const contentListQuery = listQuery.extend({
  filter: z.enum(CONTENT_SORT).default('updatedAt'),
  archived: flag.describe('Only archived items'),
  deleted: flag.describe('Only (soft-)deleted items'),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;
export const contentList = paged(feedItemListEntry);
export type ContentList = z.infer<typeof contentList>;

export const kindParams = z.object({ kind: z.enum(['news', 'events', 'jobs', 'forms', 'documents']) });
// Any text: an id that is not one of ours answers the kind's 404 message, as the spec asks for a missing id.
export const feedItemIdParams = z.object({ id: z.string().min(1).max(100) });
