import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ID_FIELDS, type AuditReference } from '@gathering/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  attachments,
  auditEvents,
  communities,
  feedItems,
  groups,
  memberImports,
  memberships,
  notifications,
  supportTickets,
  users,
} from '../../db/schema';
import { isUuid } from '../../lib/uuid';

/**
 * The names of what the trail's rows name by id (issue 40 #2): a read model over the owners' tables, asked once per
 * page. A community's page is answered with its own records only (a person with a membership in it, its items,
 * groups…): an id of anything else keeps no name. Names are today's: a record gone since has none, and the console
 * shows its id.
 */
export type RefIds = Map<AuditReference, Set<string>>;

const add = (refs: RefIds, kind: AuditReference, value: unknown) => {
  const ids = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string' && isUuid(v),
  );
  if (!ids.length) return;
  const set = refs.get(kind) ?? new Set<string>();
  for (const id of ids) set.add(id);
  refs.set(kind, set);
};

/** The ids in a value of the trail under the fields that hold ids, at any depth (`audience.groups`). */
function collect(refs: RefIds, value: unknown) {
  if (Array.isArray(value)) {
    for (const v of value) collect(refs, v);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const kind = AUDIT_ID_FIELDS[key];
    if (kind) add(refs, kind, v);
    else collect(refs, v);
  }
}

const KINDS = new Set<string>([
  'user',
  'member',
  'group',
  'feed_item',
  'notification',
  'community',
  'support_ticket',
  'attachment',
  'member_import',
]);

/** Every id a page of rows names: targets, and ids in the changes (both sides) and details. */
export function refsOf(
  rows: {
    targetKind: string | null;
    targetId: string | null;
    changes: unknown;
    details: unknown;
  }[],
): RefIds {
  const refs: RefIds = new Map();
  for (const r of rows) {
    if (r.targetKind && r.targetId && KINDS.has(r.targetKind))
      add(refs, r.targetKind as AuditReference, r.targetId);
    if (r.changes) collect(refs, bothSides(r.changes as Record<string, { before: unknown; after: unknown }>));
    collect(refs, r.details);
  }
  return refs;
}

/**
 * `{ groups: { before: [a], after: [b] } }` as `{ groups: [a, b] }`, and `{ audience: { before: {…}, after: {…} } }`
 * as `{ audience: [{…}, {…}] }`: each field's values on both sides, for collect() to search.
 */
function bothSides(changes: Record<string, { before: unknown; after: unknown }>) {
  return Object.fromEntries(
    Object.entries(changes).map(([k, c]) => [k, [c?.before, c?.after].flat().filter((v) => v != null)]),
  );
}

const fullName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

export const auditNamesRepository = {
  /** id → name for every id in `refs`, within the community (`communityId`) or the whole platform (null). */
  async names(db: Executor, communityId: string | null, refs: RefIds): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    const ids = (kind: AuditReference) => [...(refs.get(kind) ?? [])];
    const put = (rows: { id: string; name: string | null }[]) => {
      for (const r of rows) if (r.name) out[r.id] = r.name;
    };
    const inCommunity = (column: AnyPgColumn) => (communityId ? sql`${column} = ${communityId}` : undefined);

    if (ids('user').length)
      put(
        await db
          .select({ id: users.id, name: fullName })
          .from(users)
          .where(
            and(
              inArray(users.id, ids('user')),
              communityId
                ? sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
                    and ${memberships.communityId} = ${communityId})`
                : undefined,
            ),
          ),
      );
    if (ids('member').length)
      put(
        await db
          .select({ id: memberships.id, name: fullName })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(inArray(memberships.id, ids('member')), inCommunity(memberships.communityId))),
      );
    const simple = [
      ['group', groups, groups.name],
      ['feed_item', feedItems, feedItems.headline],
      ['notification', notifications, notifications.title],
      ['attachment', attachments, attachments.displayName],
      ['member_import', memberImports, memberImports.fileName],
    ] as const;
    for (const [kind, table, name] of simple) {
      if (!ids(kind).length) continue;
      put(
        await db
          .select({ id: table.id, name })
          .from(table)
          .where(and(inArray(table.id, ids(kind)), inCommunity(table.communityId))),
      );
    }
    if (ids('support_ticket').length)
      put(
        await db
          .select({ id: supportTickets.id, name: sql<string>`left(${supportTickets.message}, 60)` })
          .from(supportTickets)
          .where(
            and(inArray(supportTickets.id, ids('support_ticket')), inCommunity(supportTickets.communityId)),
          ),
      );
    if (ids('community').length)
      put(
        await db
          .select({ id: communities.id, name: communities.name })
          .from(communities)
          .where(
            and(
              inArray(communities.id, ids('community')),
              communityId ? eq(communities.id, communityId) : undefined,
            ),
          ),
      );
    return out;
  },

  /**
   * The person picker: people who acted in the scope's trail or belong to its community, found by name, username or
   * e-mail; an account deleted since is found by the name the trail kept.
   */
  async people(db: Executor, scope: string | null | undefined, search: string, limit = 20) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const chain =
      scope === undefined
        ? undefined
        : scope === null
          ? sql`${auditEvents.communityId} is null`
          : eq(auditEvents.communityId, scope);
    const matches = search
      ? or(
          sql`${fullName} ilike ${like}`,
          sql`${users.username} ilike ${like}`,
          sql`${users.email} ilike ${like}`,
        )
      : undefined;
    const living = await db
      .select({ id: users.id, name: fullName, detail: users.email })
      .from(users)
      .where(
        and(
          matches,
          scope
            ? sql`(exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
                and ${memberships.communityId} = ${scope})
              or exists (select 1 from ${auditEvents} where ${auditEvents.actorId} = ${users.id} and ${chain}))`
            : scope === null
              ? sql`exists (select 1 from ${auditEvents} where ${auditEvents.actorId} = ${users.id} and ${chain})`
              : undefined,
        ),
      )
      .orderBy(sql`lower(${fullName})`, users.id)
      .limit(limit);
    const gone = await db
      .selectDistinctOn([auditEvents.actorId], { id: auditEvents.actorId, name: auditEvents.actorName })
      .from(auditEvents)
      .where(
        and(
          chain,
          sql`${auditEvents.actorId} is not null`,
          search ? sql`${auditEvents.actorName} ilike ${like}` : undefined,
          sql`not exists (select 1 from ${users} where ${users.id} = ${auditEvents.actorId})`,
        ),
      )
      .orderBy(auditEvents.actorId, sql`${auditEvents.at} desc`)
      .limit(limit);
    return [
      ...living.map((p) => ({ id: p.id, name: p.name, detail: p.detail })),
      ...gone.map((p) => ({ id: p.id!, name: p.name ?? '', detail: null })),
    ].slice(0, limit);
  },
};

/** The rows a person is in: who acted, or whose account (user) or membership (member) the row is about. */
export function personFilter(person: string): SQL {
  return sql`(${auditEvents.actorId} = ${person}
    or (${auditEvents.targetKind} = 'user' and ${auditEvents.targetId} = ${person})
    or (${auditEvents.targetKind} = 'member' and ${auditEvents.targetId} in
      (select ${memberships.id}::text from ${memberships} where ${memberships.userId} = ${person})))`;
}
