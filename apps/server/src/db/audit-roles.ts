import type { Database } from './client';

/**
 * The audit trail against someone holding the server's database credentials (issue 33). On PostgreSQL the server
 * may connect as a role that does not own the tables (DATABASE_URL); their owner (DATABASE_OWNER_URL) runs the
 * migrations and, at each start, gives the server's role what it works with: every table of the application to read
 * and write, and of the trail exactly what it needs and no more: rows appended and read, the retention purge's
 * deletes (the trigger refuses a row younger than 24 months), heads created and moved forward (their trigger refuses
 * the rest). Not the owner, the server's role can neither switch those triggers off nor alter either table.
 * docs/operations.md, "The audit trail's roles", sets the two roles up.
 */
export async function setServerRolePrivileges(owner: Database, serverRole: string): Promise<void> {
  const role = `"${serverRole.replace(/"/g, '""')}"`;
  for (const statement of [
    `grant usage on schema public, drizzle to ${role}`,
    `grant select, insert, update, delete on all tables in schema public to ${role}`,
    `grant usage, select, update on all sequences in schema public to ${role}`,
    // Whether the migrations are applied (/readyz) is read with the server's own role.
    `grant select on all tables in schema drizzle to ${role}`,
    `revoke all on audit_events, audit_chain_heads from ${role}`,
    `grant select, insert, delete on audit_events to ${role}`,
    `grant select, insert, update on audit_chain_heads to ${role}`,
  ])
    await owner.executeSql(statement);
}

/** The role the server's connections act as. */
export async function currentRole(database: Database): Promise<string> {
  const { rows } = await database.executeSql('select current_user as role');
  return (rows[0] as { role: string }).role;
}

/**
 * The readiness check's words when the server's own role could switch the trail's guards off: it owns a table of
 * the trail (or a role that does), or is a superuser. Null on the embedded engine (one process, no roles to
 * separate: whoever holds its folder holds everything) and when the roles are set up.
 */
export async function auditRoleWarning(database: Database): Promise<{ warning: string } | null> {
  if (database.kind !== 'postgres') return null;
  const { rows } = await database.executeSql(
    `select (select rolsuper from pg_roles where rolname = current_user)
         or bool_or(pg_has_role(current_user, c.relowner, 'MEMBER')) as owns
       from pg_class c where c.relname in ('audit_events', 'audit_chain_heads') and c.relkind = 'r'`,
  );
  return (rows[0] as { owns: boolean | null }).owns
    ? {
        warning:
          "The server connects as a role that owns the audit trail's tables (or as a superuser): anyone with its " +
          'credentials could switch off their guards. Set up a separate owner role (DATABASE_OWNER_URL) as ' +
          "docs/operations.md says (The audit trail's roles).",
      }
    : null;
}
