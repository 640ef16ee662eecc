import {
  CONTACT_KINDS,
  CONTACTS_MAX,
  contactImportMessages as reasons,
  type ContactChannelInput,
  type ContactImportPreview,
  type ContactImportResult,
  type ContactImportRow,
  type ContactKind,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { pacedBatches } from '../../db/yield';
import { badRequest } from '../../lib/errors';
import { fillMessage } from '../../i18n';
import { contactsRepository as repo, type ChannelRow } from './contacts.repository';
import type { ContactsService } from './contacts.service';
import { parseContactsCsv, type CsvContactRow } from './contacts.csv';

/** Rows looked up per query, and the import's transactions' sizes (fitted to their times: db/yield.ts). */
const LOOKUP = 1000;
const BATCH_ROWS = { first: 20, min: 5, max: 1000 };

interface Checked extends CsvContactRow {
  membershipId: string | null;
  name: string | null;
}

/**
 * The member's new list: their channels of kinds the row leaves empty stay as they are; a kind the row fills has
 * the row's value as its only channel, keeping the consent the member gave it unless the row says otherwise.
 */
export function mergeChannels(existing: ChannelRow[], row: CsvContactRow): ContactChannelInput[] {
  const list: ContactChannelInput[] = existing
    .filter((c) => !row.channels[c.kind as ContactKind])
    .map((c) => ({ kind: c.kind as ContactKind, value: c.value, alerts: c.alerts, news: c.news }));
  for (const kind of CONTACT_KINDS) {
    const set = row.channels[kind];
    if (!set) continue;
    const old = existing.find((c) => c.kind === kind && c.value === set.value);
    list.push({
      kind,
      value: set.value,
      alerts: set.alerts ?? old?.alerts ?? true,
      news: set.news ?? old?.news ?? false,
    });
  }
  return list;
}

/**
 * The CSV import of contact channels (issue 36 #1): a preview with a sentence per bad row, nothing written; then the
 * import, which writes nothing when the file has bad rows unless the administrator confirmed importing the others.
 * Every channel added, replaced or whose consent changes is a row of the audit trail with the source IMPORT.
 */
export function createContactsImport(deps: {
  database: Database;
  contacts: Pick<ContactsService, 'importBatch'>;
}) {
  const db = deps.database.db;

  /** The rows with the member each names (of this community only) and whether the result fits the limit. */
  async function check(ex: Executor, communityId: string, text: string): Promise<Checked[]> {
    const rows = parseContactsCsv(text);
    const out: Checked[] = [];
    const byMember = new Map<string, number>();
    for (let from = 0; from < rows.length; from += LOOKUP) {
      const part = rows.slice(from, from + LOOKUP).filter((r) => r.member && !r.error);
      const found = await repo.membersFor(
        ex,
        communityId,
        part.filter((r) => r.by === 'email').map((r) => r.member),
        part.filter((r) => r.by === 'id').map((r) => r.member),
      );
      const byEmail = new Map(found.map((m) => [m.email, m]));
      const byId = new Map(found.map((m) => [m.id, m]));
      const channels = new Map<string, ChannelRow[]>();
      for (const c of await repo.channelsOfMany(
        ex,
        found.map((m) => m.id),
      ))
        channels.set(c.membershipId, [...(channels.get(c.membershipId) ?? []), c]);
      for (const r of rows.slice(from, from + LOOKUP)) {
        const m = r.error ? undefined : (r.by === 'email' ? byEmail : byId).get(r.member);
        const row: Checked = {
          ...r,
          membershipId: m?.id ?? null,
          name: m ? `${m.firstName} ${m.lastName}`.trim() : null,
        };
        if (!r.error && !m) row.error = reasons.memberUnknown;
        // One member named twice (by e-mail on one line, by id on another).
        else if (m && !r.error && byMember.has(m.id))
          row.error = fillMessage(reasons.memberRepeats, { line: byMember.get(m.id)! });
        else if (m && !r.error && mergeChannels(channels.get(m.id) ?? [], r).length > CONTACTS_MAX)
          row.error = reasons.tooMany;
        if (m && !row.error) byMember.set(m.id, r.line);
        out.push(row);
      }
    }
    return out;
  }

  const summary = (rows: Checked[]) => {
    const invalid = rows.filter((r) => r.error).length;
    return { total: rows.length, valid: rows.length - invalid, invalid };
  };

  const shown = (r: Checked): ContactImportRow => ({
    line: r.line,
    member: r.member,
    name: r.name,
    mobile: r.channels.MOBILE?.value ?? (r.written.MOBILE || null),
    landline: r.channels.LANDLINE?.value ?? (r.written.LANDLINE || null),
    email: r.channels.EMAIL?.value ?? (r.written.EMAIL || null),
    status: r.error ? 'invalid' : 'valid',
    reason: r.error,
  });

  return {
    async preview(communityId: string, text: string): Promise<ContactImportPreview> {
      const rows = await check(db, communityId, text);
      return { summary: summary(rows), rows: rows.map(shown) };
    },

    /**
     * Applies the valid rows in short transactions (other requests go between them), each member's list locked and
     * merged inside its transaction. A file with bad rows writes nothing unless `skipInvalid`.
     */
    async run(communityId: string, text: string, skipInvalid: boolean): Promise<ContactImportResult> {
      const rows = await check(db, communityId, text);
      const counts = summary(rows);
      if (counts.invalid && !skipInvalid)
        throw badRequest(fillMessage(reasons.invalidRows, { count: counts.invalid }), 'file');
      const valid = rows.filter((r) => !r.error && r.membershipId);
      const result = { ...counts, added: 0, changed: 0, removed: 0 };
      const pace = pacedBatches(deps.database, BATCH_ROWS);
      for (let from = 0; from < valid.length;) {
        const part = valid.slice(from, from + pace.size);
        const t0 = performance.now();
        const done = await db.transaction((tx) =>
          deps.contacts.importBatch(
            tx,
            communityId,
            part.map((r) => ({
              membershipId: r.membershipId!,
              merge: (current) => mergeChannels(current, r),
            })),
          ),
        );
        result.added += done.added;
        result.changed += done.changed;
        result.removed += done.removed;
        from += part.length;
        await pace.after(part.length, performance.now() - t0);
      }
      return result;
    },
  };
}

export type ContactsImport = ReturnType<typeof createContactsImport>;
