import { z } from 'zod';
import { isoDate, uuid } from './common';

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

/** MOBILE: texts and calls; LANDLINE: calls only; EMAIL: e-mail. */
export const CONTACT_KINDS = ['MOBILE', 'LANDLINE', 'EMAIL'] as const;
export const contactKind = z.enum(CONTACT_KINDS);
export type ContactKind = z.infer<typeof contactKind>;

/** Who last set a channel's consent: the member (app, member web app), an administrator, an import, an SMS keyword. */
export const CONSENT_SOURCES = ['MEMBER', 'ADMIN', 'IMPORT', 'SMS_STOP', 'SMS_START'] as const;
export const consentSource = z.enum(CONSENT_SOURCES);

export const CONTACTS_MAX = 10;
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
