import { z } from 'zod';
import { isoDate, uuid } from './common';
import { CONTACT_KINDS, CONTACTS_MAX } from './contact-kinds';
import { importStatus } from './members';

// A member's contact channels beyond the app (issue 36): mobile and landline numbers and e-mail addresses, each with
// the member's consent to emergency alerts and, separately, to other news (Canada's anti-spam law: news needs
// consent, emergency alerts do not). Numbers are stored in E.164 (+12045550123); the server checks them.

export const contactMessages = {
  phoneInvalid: 'Please enter a valid phone number, for example +1 204 555 0123.',
  notMobile: 'This number is not a mobile number: add it as a landline.',
  emailInvalid: 'Please enter a valid e-mail address.',
  duplicate: 'This contact is already in the list.',
  tooMany: 'A member can have at most 10 contacts.',
  contactsUpdated: 'Contacts were updated',
  notesTooLong: 'Household notes can be at most 2000 characters.',
  addressTooLong: 'The address can be at most 500 characters.',
  fetchFailed: 'Error trying to fetch contacts',
  updateFailed: 'Error trying to update contacts',
} as const;

export { CONTACT_KINDS, CONTACTS_MAX, type ContactKind } from './contact-kinds';
export const contactKind = z.enum(CONTACT_KINDS);

/** Who last set a channel's consent: the member (app, member web app), an administrator, an import, an SMS keyword. */
export const CONSENT_SOURCES = ['MEMBER', 'ADMIN', 'IMPORT', 'SMS_STOP', 'SMS_START'] as const;
export const consentSource = z.enum(CONSENT_SOURCES);

export const HOUSEHOLD_NOTES_MAX = 2000;
export const ADDRESS_MAX = 500;

/** One channel as written: the value as typed (the server answers it in E.164 or lowercased). */
export const contactChannelInput = z.object({
  kind: contactKind,
  value: z.string().trim().min(1).max(254),
  alerts: z.boolean().default(true).describe('Accepts emergency alerts on this channel'),
  news: z.boolean().default(false).describe('Accepts other news on this channel (express consent)'),
});
export type ContactChannelInput = z.input<typeof contactChannelInput>;

export const contactChannel = z.object({
  id: uuid,
  kind: contactKind,
  value: z.string().describe('E.164 for numbers, lowercased for e-mail'),
  display: z.string().describe('The number in its national format, or the e-mail address'),
  alerts: z.boolean(),
  news: z.boolean(),
  consentSource: consentSource,
  consentChangedAt: isoDate,
});
export type ContactChannel = z.infer<typeof contactChannel>;

const channels = z
  .array(contactChannelInput)
  .max(CONTACTS_MAX, contactMessages.tooMany)
  .describe('The whole list: channels left out are removed');

/** PUT /app/v1/me/contacts: the member's own list. */
export const appContactsBody = z.object({ channels });
export const appContacts = z.object({
  channels: z.array(contactChannel),
  accountEmail: z.string().describe('The account e-mail, used for alerts when no e-mail channel is listed'),
});
export type AppContacts = z.infer<typeof appContacts>;

/** PUT /v1/members/{id}/contacts: an administrator's edit, with the household's address and notes. */
export const memberContactsBody = z.object({
  channels,
  address: z.string().trim().max(ADDRESS_MAX, contactMessages.addressTooLong).nullable().optional(),
  householdNotes: z
    .string()
    .trim()
    .max(HOUSEHOLD_NOTES_MAX, contactMessages.notesTooLong)
    .nullable()
    .optional()
    .describe('What a responder at the door should know (access, mobility, pets)'),
});
export type MemberContactsBody = z.input<typeof memberContactsBody>;
export const memberContacts = appContacts.extend({
  membershipId: uuid,
  address: z.string().nullable(),
  householdNotes: z.string().nullable(),
});
export type MemberContacts = z.infer<typeof memberContacts>;

/** The words an SMS reply may be to stop texts, and to start them again (case and accents ignored). */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET'] as const;
export const START_WORDS = ['START', 'UNSTOP', 'DEBUT'] as const;
/** Replies that confirm an alert (case and accents ignored). */
export const CONFIRM_WORDS = ['1', 'OK', 'OUI', 'YES'] as const;

/** A reply's text as the keyword lists read it: trimmed, upper case, accents dropped ("Arrêt" → "ARRET"). */
export const replyKeyword = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();

// CSV import of channels (POST /v1/members/contacts/import): one member per row, named by `email` (the account's)
// or `member_id`; columns `mobile`, `landline`, `contact_email`; consents per channel (`mobile_alerts`,
// `mobile_news`, `landline_alerts`, `landline_news`, `contact_email_alerts`, `contact_email_news`) or for the whole
// row (`alerts`, `news`): yes / no, true / false, 1 / 0, oui / non. A filled channel cell makes that value the
// member's only channel of its kind; an empty one leaves that kind as it is. An empty consent cell keeps the
// channel's consent (a new channel: alerts yes, news no).

/** Why a row of a contacts file will not be applied (a preview row's `reason`, in the reader's language). */
export const contactImportMessages = {
  memberMissing: 'The row names no member: fill in "email" or "member_id".',
  memberUnknown: 'No member of this community has this e-mail address or id.',
  memberRepeats: 'This member is already on line {{line}}.',
  nothingToSet: 'The row has no mobile, landline or contact e-mail.',
  consentInvalid: 'A consent cell must be yes or no.',
  mobileInvalid: 'The mobile number is not valid.',
  notMobile: 'The mobile number is a landline: put it in the "landline" column.',
  landlineInvalid: 'The landline number is not valid.',
  emailInvalid: 'The contact e-mail address is not valid.',
  tooMany: 'The member would have more than 10 contacts.',
  noMemberColumn: 'The file needs a header row with an "email" or a "member_id" column.',
  noChannelColumn: 'The file needs a "mobile", "landline" or "contact_email" column.',
  invalidRows:
    'The file has {{count}} rows that cannot be imported, and nothing was saved. Correct them, or import the other rows.',
  importFailed:
    'The import stopped on an error of the server; the rows saved before it are kept. Import the file again to finish it.',
  importRunning:
    'An import of contacts is already under way in this community. Wait until it ends, then import this file.',
} as const;

export const CONTACT_IMPORT_MAX_ROWS = 20_000;

export const contactImportRow = z.object({
  line: z.number().int(),
  member: z.string().describe('The e-mail address or id the row names'),
  name: z.string().nullable().describe("The member's name, when the row names a member of this community"),
  mobile: z.string().nullable().describe('E.164 when valid, else as written'),
  landline: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['valid', 'invalid']),
  reason: z.string().nullable(),
});
export type ContactImportRow = z.infer<typeof contactImportRow>;

export const contactImportSummary = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export const contactImportPreview = z.object({
  summary: contactImportSummary,
  rows: z.array(contactImportRow),
});
export type ContactImportPreview = z.infer<typeof contactImportPreview>;

/** `skipInvalid=true`: the administrator confirmed importing the valid rows of a file that has invalid ones. */
export const contactImportQuery = z.object({
  skipInvalid: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
/**
 * An import of contact channels, run in the background (POST answers 202 at once): its progress in file rows and
 * what the rows done did, per member (updated: at least one channel added, changed or removed; unchanged: the row
 * asked for what the member had) and per channel.
 */
export const contactImportJob = z.object({
  id: uuid,
  status: importStatus,
  fileName: z.string().nullable(),
  total: z.number().int().describe('Rows of the file'),
  processed: z.number().int().describe('Rows handled so far (progress = processed / total)'),
  updated: z.number().int().describe('Members whose channels the import changed'),
  unchanged: z.number().int().describe('Members the file named who already had what it asks'),
  invalid: z.number().int().describe('Rows skipped: invalid in the file, or their member gone since'),
  added: z.number().int().describe('Channels added'),
  changed: z.number().int().describe('Channels whose consent changed'),
  removed: z.number().int().describe('Channels replaced by the file'),
  error: z.string().nullable().describe('Why the import failed, as a sentence'),
  createdOn: isoDate,
  finishedOn: isoDate.nullable(),
});
export type ContactImportJob = z.infer<typeof contactImportJob>;
/** POST's answer (202): the queued import, with the file's summary as checked. */
export const contactImportStart = contactImportJob.extend({ summary: contactImportSummary });
export type ContactImportStart = z.infer<typeof contactImportStart>;
/** The community's latest import, to show again to an administrator who left the page and came back. */
export const contactImportLatest = z.object({ import: contactImportJob.nullable() });
export type ContactImportLatest = z.infer<typeof contactImportLatest>;
export const contactImportIdParams = z.object({ importId: uuid });
