import {
  email as emailSchema,
  memberImportRowMessages,
  memberMessages,
  memberUsername,
} from '@gathering/contract';
import { restoreCell } from '../../lib/csv';
import { csvRecords } from '../../lib/csv-upload';
import { badRequest } from '../../lib/errors';
import { fillMessage } from '../../i18n';
import { slugify } from '../../lib/slug';

/** A data row of an import file; `error` set means it will not be applied. */
export interface CsvMemberRow {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  groups: string[];
  error: string | null;
}

export const MAX_IMPORT_ROWS = 20_000;

// Header names as people write them ("First Name", "first_name", "E-mail", ...), compared without case or punctuation.
const HEADERS: Record<string, keyof Omit<CsvMemberRow, 'line' | 'error'> | 'name'> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  name: 'name',
  fullname: 'name',
  username: 'username',
  user: 'username',
  groups: 'groups',
  group: 'groups',
};

const normalize = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Reads a members CSV: a header row naming the columns (email required; first_name, last_name or name,
 * username, groups separated by ";" or "|"), then one member per row. Each row is checked on its own and
 * reported with its line number; duplicates of an earlier row are invalid.
 */
export function parseMembersCsv(text: string): CsvMemberRow[] {
  const records = csvRecords(text);
  if (records.length === 0) throw badRequest(memberMessages.importEmpty, 'file');
  const columns = records[0].record.map((h) => HEADERS[normalize(h)]);
  if (!columns.includes('email')) throw badRequest(memberMessages.importNoEmail, 'file');
  const data = records.slice(1);
  if (data.length === 0) throw badRequest(memberMessages.importEmpty, 'file');
  if (data.length > MAX_IMPORT_ROWS)
    throw badRequest(`The file has more than ${MAX_IMPORT_ROWS} rows. Please split it.`, 'file');

  const seenEmail = new Map<string, number>();
  const seenUsername = new Map<string, number>();
  return data.map(({ record, info }) => {
    const cell = (key: string) => {
      const i = columns.indexOf(key as never);
      // A cell our export neutralised ('=...) comes back as the value it was.
      return i >= 0 ? restoreCell((record[i] ?? '').trim()) : '';
    };
    let firstName = cell('firstName');
    let lastName = cell('lastName');
    const name = cell('name');
    if (!firstName && !lastName && name) {
      const at = name.indexOf(' ');
      firstName = at < 0 ? name : name.slice(0, at);
      lastName = at < 0 ? '' : name.slice(at + 1).trim();
    }
    const rawEmail = cell('email');
    const rawUsername = cell('username');
    const groups = [
      ...new Set(
        cell('groups')
          .split(/[;|]/)
          .map((g) => g.trim().replace(/\s+/g, ' '))
          .filter(Boolean),
      ),
    ];
    const row: CsvMemberRow = {
      line: info.lines,
      email: rawEmail.toLowerCase(),
      firstName,
      lastName,
      username: rawUsername || null,
      groups,
      error: null,
    };
    const parsedEmail = emailSchema.safeParse(rawEmail);
    const reasons = memberImportRowMessages;
    if (!rawEmail) row.error = reasons.emailMissing;
    else if (!parsedEmail.success) row.error = reasons.emailInvalid;
    else if (!firstName) row.error = reasons.firstNameMissing;
    else if (firstName.length > 100 || lastName.length > 100) row.error = reasons.nameTooLong;
    else if (rawUsername && !memberUsername.safeParse(rawUsername).success)
      row.error = reasons.usernameInvalid;
    else if (groups.some((g) => g.length > 100 || !slugify(g))) row.error = reasons.groupInvalid;
    else if (seenEmail.has(row.email))
      row.error = fillMessage(reasons.emailRepeats, { line: seenEmail.get(row.email) ?? '' });
    else if (rawUsername && seenUsername.has(rawUsername.toLowerCase()))
      row.error = fillMessage(reasons.usernameRepeats, {
        line: seenUsername.get(rawUsername.toLowerCase()) ?? '',
      });
    if (!row.error) {
      seenEmail.set(row.email, row.line);
      if (rawUsername) seenUsername.set(rawUsername.toLowerCase(), row.line);
    }
    return row;
  });
}
