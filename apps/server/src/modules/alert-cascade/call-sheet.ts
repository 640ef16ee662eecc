import { displayPhone } from '../contacts';
import type { CallSheetRow } from './people-view.repository';

export interface CallSheetPerson {
  name: string;
  state: string;
  language: string;
  phones: { kind: string; display: string }[];
  address: string | null;
  householdNotes: string | null;
  lastTry: { channel: string; to: string; status: string; reason: string | null } | null;
}

/** One responder's page of the call sheet; `responder` null: the people no responder covers. */
export interface CallSheetSection {
  responder: string | null;
  people: CallSheetPerson[];
}

interface Responder {
  membershipId: string;
  name: string;
  groups: string[];
}

/**
 * The people to visit, split by responder: a person goes to a responder of one of their groups, else to a responder
 * with no groups (who covers anyone left over); among several, to the one with the fewest people so far (the first
 * listed on a tie), so the visits are shared out. A person nobody covers is in a last section of their own.
 */
export function splitByResponder(rows: CallSheetRow[], responders: Responder[]): CallSheetSection[] {
  const load = new Map(responders.map((r) => [r.membershipId, [] as CallSheetPerson[]]));
  const unassigned: CallSheetPerson[] = [];
  const leftOver = responders.filter((r) => r.groups.length === 0);
  for (const row of rows) {
    const groups = new Set(row.groups);
    const ofGroups = responders.filter((r) => r.groups.some((g) => groups.has(g)));
    const candidates = ofGroups.length ? ofGroups : leftOver;
    const person: CallSheetPerson = {
      name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      state: row.state,
      language: row.language,
      phones: row.phones.map((p) => ({ kind: p.kind, display: displayPhone(p.value) })),
      address: row.address,
      householdNotes: row.householdNotes,
      lastTry: row.lastTry && {
        ...row.lastTry,
        to: row.lastTry.channel === 'EMAIL' ? row.lastTry.to : displayPhone(row.lastTry.to),
      },
    };
    if (!candidates.length) {
      unassigned.push(person);
      continue;
    }
    const chosen = candidates.reduce((best, r) =>
      load.get(r.membershipId)!.length < load.get(best.membershipId)!.length ? r : best,
    );
    load.get(chosen.membershipId)!.push(person);
  }
  const sections: CallSheetSection[] = responders
    .filter((r) => load.get(r.membershipId)!.length)
    .map((r) => ({ responder: r.name, people: load.get(r.membershipId)! }));
  if (unassigned.length || !sections.length) sections.push({ responder: null, people: unassigned });
  return sections;
}
