import {
  SUPPORT_TEAM_IDENTITY,
  type PosterDetails,
  type SupportComment,
  type SupportCommentRole,
} from '@gathering/contract';
import type { CommentRow } from './support.repository';

/** The fixed identity the platform support team posts under (spec §6): no administrator's own name or address. */
export const SUPPORT_TEAM_POSTER = {
  id: 'support-team',
  name: `${SUPPORT_TEAM_IDENTITY.firstName} ${SUPPORT_TEAM_IDENTITY.lastName}`,
  email: SUPPORT_TEAM_IDENTITY.email,
};
export const SYSTEM_POSTER = { id: 'system', name: 'Gathering' };

/** "Aiyana Cardinal" → "AC", "Guest" → "G", "" → "?". */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w)[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

function poster(row: CommentRow, forMember: boolean): PosterDetails {
  const role = row.role as SupportCommentRole;
  // The member sees who answered, not the administrators' own addresses.
  const email = forMember && role !== 'MEMBER' ? null : row.authorEmail;
  const id =
    role === 'SUPPORT_TEAM'
      ? SUPPORT_TEAM_POSTER.id
      : role === 'SYSTEM'
        ? SYSTEM_POSTER.id
        : (row.authorUserId ?? row.authorGuestId ?? '');
  return { id, initials: initialsOf(row.authorName), name: row.authorName, email, role };
}

/**
 * The thread as nested comments: top-level comments in posting order, each with its replies nested under the
 * comment they answer (the last of their `parents`). `text` words a comment (system notes are translated).
 * A row whose parent is not among `rows` (an internal note hidden from the member) is left out with its replies.
 */
export function buildThread(
  rows: CommentRow[],
  opts: { forMember: boolean; text: (row: CommentRow) => string },
): SupportComment[] {
  const nodes = new Map<string, SupportComment>();
  for (const row of rows)
    nodes.set(row.id, {
      id: row.id,
      comment: opts.text(row),
      postedOn: row.createdAt.toISOString(),
      internal: row.internal,
      posterDetails: poster(row, opts.forMember),
      parents: row.parents,
      replies: [],
    });
  const roots: SupportComment[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.parents.length === 0) roots.push(node);
    else nodes.get(row.parents[row.parents.length - 1])?.replies.push(node);
  }
  return roots;
}

/**
 * True when `parents` names a real chain in the ticket: its last id is a comment of the ticket whose own
 * ancestors are exactly the ids before it, root first. `parent` is that comment as stored (or undefined).
 */
export function isChain(parents: string[], parent: CommentRow | undefined): boolean {
  if (!parent || parents.length === 0) return false;
  const ancestors = parents.slice(0, -1);
  return parent.parents.length === ancestors.length && parent.parents.every((id, i) => id === ancestors[i]);
}
