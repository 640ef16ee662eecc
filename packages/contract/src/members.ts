import { z } from 'zod';
import { email, isoDate, listQuery, paged, uuid } from './common';

// Values stored on memberships (see apps/server/src/db/schema/identity.ts).
export const memberRole = z.enum(['ADMIN', 'MEMBER']);
export type MemberRole = z.infer<typeof memberRole>;
/** ACTIVE members sign in and receive content; INACTIVE ones cannot sign in and receive nothing; DELETED ones are erased. */
export const memberStatus = z.enum(['ACTIVE', 'INACTIVE', 'DELETED']);
export type MemberStatus = z.infer<typeof memberStatus>;
/** APP: signed up in the app; INVITED: added by an administrator; IMPORTED: from a CSV file. */
export const memberScope = z.enum(['APP', 'INVITED', 'IMPORTED']);
export type MemberScope = z.infer<typeof memberScope>;

export const memberMessages = {
  memberNotFound: 'Member was invalid or could not be found',
  groupNotFound: 'Group was invalid or could not be found',
  cannotChangeSelf: 'You cannot deactivate, delete or demote your own account.',
  lastAdministrator:
    'This is the last active administrator of the community. Make another member an administrator first.',
  sharedAccount:
    "This member's account also belongs to another community or to the platform: only its owner can change its name, e-mail address, username or verification.",
  verificationsQueued: 'Verification e-mails are on their way.',
  importNotFound: 'Import was invalid or could not be found',
  importEmpty: 'The file has no member rows.',
  importNoEmail: 'The file needs a header row with an "email" column.',
  importUnreadable: 'The file could not be read as CSV.',
  importFileMissing: 'Please choose a CSV file to import.',
  importEncoding:
    'Line {{line}} of the file has characters that cannot be read: save it as "CSV UTF-8" (or as Windows "CSV") and try again.',
} as const;

/**
 * Why a row of an import file will not be applied: a preview row's `reason`, in the reader's language (the server
 * translates these like any other contract message).
 */
export const memberImportRowMessages = {
  emailMissing: 'The e-mail address is missing.',
  emailInvalid: 'The e-mail address is not valid.',
  firstNameMissing: 'The first name is missing.',
  nameTooLong: 'A name is longer than 100 characters.',
  usernameInvalid: 'The username must be 3 to 64 letters, digits, dots, dashes or underscores.',
  groupInvalid: 'A group name is longer than 100 characters or has no letter or digit.',
  emailRepeats: 'The e-mail address repeats line {{line}}.',
  usernameRepeats: 'The username repeats line {{line}}.',
} as const;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const memberSortColumns = [
  'createdOn',
  'fullName',
  'firstName',
  'lastName',
  'username',
  'email',
  'lastLogin',
  'role',
  'scope',
  'status',
] as const;

export const membersQuery = listQuery.extend({
  filter: z.enum(memberSortColumns).default('createdOn'),
  /** The inactive view: INACTIVE members only. */
  inactive: bool.optional(),
  /** The deleted view: erased members (their personal data is gone; the rows stay for counts). */
  deleted: bool.optional(),
});
export type MembersQuery = z.input<typeof membersQuery>;

export const memberGroupRef = z.object({ id: uuid, group: z.string() });
export type MemberGroupRef = z.infer<typeof memberGroupRef>;

export const memberRow = z.object({
  id: uuid.describe('Member id (membership)'),
  userId: uuid,
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isDeleted: z.boolean(),
  isEmailVerified: z.boolean(),
  lastLogin: isoDate.nullable(),
  groups: z.array(memberGroupRef),
  scope: memberScope,
  status: memberStatus,
  role: memberRole,
  createdOn: isoDate,
});
export type MemberRow = z.infer<typeof memberRow>;

export const membersPage = paged(memberRow);
export type MembersPage = z.infer<typeof membersPage>;

export const basicMembersResponse = z.object({ members: z.array(z.object({ id: uuid, name: z.string() })) });
export type BasicMembersResponse = z.infer<typeof basicMembersResponse>;

export const memberIdParams = z.object({ id: uuid });
export const memberUserIdParams = z.object({ userId: uuid });

const name = z.string().trim().max(100);
export const memberUsername = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores');

/** Every field optional; `groups` (group ids) replaces the member's groups when given. */
export const memberUpdateBody = z
  .object({
    firstName: name.min(1).optional(),
    lastName: name.optional(),
    email: email.optional(),
    username: memberUsername.optional(),
    groups: z.array(uuid).max(500).optional(),
  })
  .strict();
export type MemberUpdateBody = z.infer<typeof memberUpdateBody>;

/** Batch operations: every id must be a member of the caller's community, or nothing changes. */
export const memberIdsBody = z.object({ ids: z.array(uuid).min(1).max(1000) });
export type MemberIdsBody = z.infer<typeof memberIdsBody>;

export const memberChangedResponse = z.object({ changed: z.array(uuid) });
export type MemberChangedResponse = z.infer<typeof memberChangedResponse>;

export const memberRoleBody = z.object({ role: memberRole });
export type MemberRoleBody = z.infer<typeof memberRoleBody>;

// CSV import. Columns (header row, any order, case-insensitive): email (required), first_name, last_name
// (or a single "name"), username, groups (separated by ";" or "|").
export const importRowStatus = z.enum(['new', 'existing', 'invalid']);
export const importPreviewRow = z.object({
  line: z.number().int().describe('Line of the file, the header being line 1'),
  status: importRowStatus,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  groups: z.array(z.string()),
  reason: z.string().nullable().describe('Why an invalid row will not be applied'),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importSummary = z.object({
  total: z.number().int(),
  new: z.number().int(),
  existing: z.number().int(),
  invalid: z.number().int(),
  groupsToCreate: z.array(z.string()),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const importPreviewResponse = z.object({ summary: importSummary, rows: z.array(importPreviewRow) });
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;

/** Query of POST /v1/members/import: `invite=false` imports without e-mailing invitations. */
export const importQuery = z.object({ invite: bool.default(true) });

export const importStatus = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export const importJob = z.object({
  id: uuid,
  status: importStatus,
  fileName: z.string().nullable(),
  total: z.number().int(),
  processed: z.number().int().describe('Rows handled so far (progress = processed / total)'),
  created: z.number().int(),
  updated: z.number().int(),
  invalid: z.number().int(),
  error: z.string().nullable(),
  createdOn: isoDate,
  finishedOn: isoDate.nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

export const importStartResponse = importJob.extend({ summary: importSummary });
export type ImportStartResponse = z.infer<typeof importStartResponse>;
export const importIdParams = z.object({ jobId: uuid });

/** POST /v1/members/import and its preview: the CSV as a multipart file (or the whole body as text/csv). */
export const memberImportForm = z.object({
  file: z.file().describe('The CSV file (UTF-8, UTF-16 or Windows-1252; at most 8 MB)'),
});
