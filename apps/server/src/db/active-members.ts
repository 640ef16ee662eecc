import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { memberships } from './schema';

/**
 * The one definition of "Active members" (issue 10 item 14): people with an ACTIVE membership whose role is
 * MEMBER or ADMIN. Administrators are people of their community too, and the community Users › Active tab
 * lists both roles, so every figure named "Active members" (communities list, both dashboards, platform Users)
 * is computed from this predicate and nothing else.
 */
export const ACTIVE_MEMBER_ROLES = ['MEMBER', 'ADMIN'] as const;

/** Predicate over the `memberships` table for a drizzle `where`. */
export const isActiveMember: SQL = and(
  eq(memberships.status, 'ACTIVE'),
  inArray(memberships.role, [...ACTIVE_MEMBER_ROLES]),
)!;

/**
 * The same predicate for hand-written correlated subqueries over `memberships <alias>` (drizzle would leave the
 * column names unqualified there).
 */
export const isActiveMemberAs = (alias: string): SQL =>
  sql.raw(`${alias}.status = 'ACTIVE' and ${alias}.role in ('MEMBER', 'ADMIN')`);
