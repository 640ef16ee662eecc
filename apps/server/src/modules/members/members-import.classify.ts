// Checking a members file against the database, shared by the preview, the start of an import and each chunk
// it applies: which rows are new people, existing members or invalid, and which groups the file would create.
import type { ImportPreviewRow } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { slugify } from '../../lib/slug';
import { importRepository } from './members-import.repository';
import type { CsvMemberRow } from './members.csv';

/** Rows per transaction: large enough to amortise round trips, small enough to show progress. */
export const IMPORT_CHUNK = 1000;

export const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Marks rows new (not a member here yet) or existing (a member: updated), or invalid against the database. */
export async function classify(
  tx: Executor,
  communityId: string,
  rows: CsvMemberRow[],
): Promise<ImportPreviewRow[]> {
  const out: ImportPreviewRow[] = [];
  for (const part of chunks(rows, IMPORT_CHUNK)) {
    const valid = part.filter((r) => !r.error);
    const accounts = new Map(
      (
        await importRepository.accountsByEmail(
          tx,
          communityId,
          valid.map((r) => r.email),
        )
      ).map((a) => [a.email, a]),
    );
    // Only this community's members are "existing": an account elsewhere on the platform looks exactly like a
    // new person (it is invited, see applyChunk), and a username taken elsewhere is not mentioned (a new account
    // gets it with a suffix), so a preview tells nothing about other communities.
    for (const r of part) {
      const account = accounts.get(r.email);
      const reason = r.error;
      out.push({
        line: r.line,
        status: reason ? 'invalid' : account?.membershipId ? 'existing' : 'new',
        email: r.email,
        firstName: r.firstName,
        lastName: r.lastName,
        username: r.username,
        groups: r.groups,
        reason,
      });
    }
  }
  return out;
}

export async function summarize(db: Executor, communityId: string, rows: ImportPreviewRow[]) {
  const named = new Map<string, string>();
  for (const r of rows)
    if (r.status !== 'invalid')
      for (const g of r.groups) if (!named.has(slugify(g))) named.set(slugify(g), g);
  const existing = new Set(
    (await importRepository.groupsBySlug(db, communityId, [...named.keys()])).map((g) => g.slug),
  );
  return {
    total: rows.length,
    new: rows.filter((r) => r.status === 'new').length,
    existing: rows.filter((r) => r.status === 'existing').length,
    invalid: rows.filter((r) => r.status === 'invalid').length,
    groupsToCreate: [...named.entries()].filter(([slug]) => !existing.has(slug)).map(([, name]) => name),
  };
}
