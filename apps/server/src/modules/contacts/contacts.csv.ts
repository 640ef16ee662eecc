import {
  CONTACT_IMPORT_MAX_ROWS,
  contactImportMessages as reasons,
  memberMessages,
  type ContactKind,
} from '@gathering/contract';
import { restoreCell } from '../../lib/csv';
import { csvRecords } from '../../lib/csv-upload';
import { badRequest } from '../../lib/errors';
import { fillMessage } from '../../i18n';
import { channelValue } from './phone';

/** One channel a row sets; an undefined consent keeps the channel's (a new channel: alerts yes, news no). */
export interface CsvChannel {
  value: string;
  alerts?: boolean;
  news?: boolean;
}

/** A data row of a contacts file; `error` set means it will not be applied. */
export interface CsvContactRow {
  line: number;
  /** The account e-mail (lowercased) or the membership id the row names. */
  member: string;
  by: 'email' | 'id';
  channels: Partial<Record<ContactKind, CsvChannel>>;
  /** The cells as written, for the preview of a row that is not valid. */
  written: Record<ContactKind, string>;
  error: string | null;
}

type Column = 'email' | 'id' | ContactKind | `${ContactKind}:${'alerts' | 'news'}` | 'alerts' | 'news';

const KIND_NAMES: Record<ContactKind, string[]> = {
  MOBILE: ['mobile', 'mobilephone', 'mobilenumber', 'cell', 'cellphone', 'cellulaire', 'portable'],
  LANDLINE: ['landline', 'homephone', 'phone', 'telephone', 'fixe', 'lignefixe'],
  EMAIL: ['contactemail', 'emailchannel', 'alertemail', 'courrielcontact'],
};

// Header names as people write them ("Member ID", "mobile_alerts", "Contact e-mail"), compared without case or
// punctuation.
const HEADERS: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  memberemail: 'email',
  accountemail: 'email',
  courriel: 'email',
  memberid: 'id',
  membershipid: 'id',
  id: 'id',
  alerts: 'alerts',
  news: 'news',
};
for (const [kind, names] of Object.entries(KIND_NAMES) as [ContactKind, string[]][])
  for (const name of names) {
    HEADERS[name] = kind;
    HEADERS[`${name}alerts`] = `${kind}:alerts`;
    HEADERS[`${name}news`] = `${kind}:news`;
  }

const normalize = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const YES = ['yes', 'y', 'true', '1', 'oui', 'o'];
const NO = ['no', 'n', 'false', '0', 'non'];

/** yes / no (and their spellings), undefined for an empty cell, null for anything else. */
function consent(cell: string): boolean | undefined | null {
  const v = cell.trim().toLowerCase();
  if (!v) return undefined;
  if (YES.includes(v)) return true;
  if (NO.includes(v)) return false;
  return null;
}

/**
 * Reads a contacts CSV (the columns: packages/contract/src/contacts.ts): each row is checked on its own, numbers
 * with libphonenumber-js as the API checks them; the member it names is looked up later (contacts.import.ts).
 */
export function parseContactsCsv(text: string): CsvContactRow[] {
  const records = csvRecords(text);
  if (records.length === 0) throw badRequest(memberMessages.importEmpty, 'file');
  const columns = records[0].record.map((h) => HEADERS[normalize(h)]);
  if (!columns.includes('email') && !columns.includes('id')) throw badRequest(reasons.noMemberColumn, 'file');
  if (!(['MOBILE', 'LANDLINE', 'EMAIL'] as const).some((k) => columns.includes(k)))
    throw badRequest(reasons.noChannelColumn, 'file');
  const data = records.slice(1);
  if (data.length === 0) throw badRequest(memberMessages.importEmpty, 'file');
  if (data.length > CONTACT_IMPORT_MAX_ROWS)
    throw badRequest(`The file has more than ${CONTACT_IMPORT_MAX_ROWS} rows. Please split it.`, 'file');

  const seen = new Map<string, number>();
  return data.map(({ record, info }) => {
    const cell = (key: Column) => {
      const i = columns.indexOf(key);
      // A cell our export neutralised ('=...) comes back as the value it was.
      return i >= 0 ? restoreCell((record[i] ?? '').trim()) : '';
    };
    const email = cell('email').toLowerCase();
    const id = cell('id').toLowerCase();
    const written = { MOBILE: cell('MOBILE'), LANDLINE: cell('LANDLINE'), EMAIL: cell('EMAIL') };
    const row: CsvContactRow = {
      line: info.lines,
      member: email || id,
      by: email ? 'email' : 'id',
      channels: {},
      written,
      error: null,
    };
    const fail = (reason: string) => {
      row.error ??= reason;
    };
    if (!email && !id) fail(reasons.memberMissing);
    else if (!email && !UUID.test(id)) fail(reasons.memberUnknown);
    const rowAlerts = consent(cell('alerts'));
    const rowNews = consent(cell('news'));
    if (rowAlerts === null || rowNews === null) fail(reasons.consentInvalid);
    for (const kind of ['MOBILE', 'LANDLINE', 'EMAIL'] as const) {
      if (!written[kind]) continue;
      const checked = channelValue(kind, written[kind]);
      if ('error' in checked) {
        if (kind === 'EMAIL') fail(reasons.emailInvalid);
        else if (checked.error === 'notMobile') fail(reasons.notMobile);
        else fail(kind === 'MOBILE' ? reasons.mobileInvalid : reasons.landlineInvalid);
        continue;
      }
      const alerts = consent(cell(`${kind}:alerts`));
      const news = consent(cell(`${kind}:news`));
      if (alerts === null || news === null) fail(reasons.consentInvalid);
      row.channels[kind] = {
        value: checked.value,
        alerts: alerts ?? rowAlerts ?? undefined,
        news: news ?? rowNews ?? undefined,
      };
    }
    if (!written.MOBILE && !written.LANDLINE && !written.EMAIL) fail(reasons.nothingToSet);
    if (!row.error && row.member) {
      const first = seen.get(row.member);
      if (first !== undefined) fail(fillMessage(reasons.memberRepeats, { line: first }));
      else seen.set(row.member, row.line);
    }
    return row;
  });
}
