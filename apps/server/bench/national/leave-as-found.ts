/**
 * What the national alert bench changes in the data set, and how it puts it back: the set is built once (an hour at
 * scale 1) and every later bench reads its figures, so one alert must leave no trace. `create database … template`
 * of the scale-1 set is too slow to run on a copy, so the bench notes what it will touch, then undoes it.
 */
import pg from 'pg';

/** What the bench changes in place, as it was before. */
export interface Found {
  communityId: string;
  userId: string;
  iosBundleId: string | null;
  userLastLogin: Date | null;
  memberLastLogin: Date | null;
  /** The community's audit chain head; null when the chain had none. */
  head: { seq: string; hash: string } | null;
  since: Date;
}

async function one<T>(client: pg.Client, text: string, values: unknown[]): Promise<T | undefined> {
  return (await client.query(text, values)).rows[0] as T | undefined;
}

/** Notes, before anything is written, what the bench will change in place. */
export async function noteFound(client: pg.Client, communityId: string, userId: string): Promise<Found> {
  const c = await one<{ ios_bundle_id: string | null }>(
    client,
    'select ios_bundle_id from communities where id = $1',
    [communityId],
  );
  const u = await one<{ last_login_at: Date | null }>(
    client,
    'select last_login_at from users where id = $1',
    [userId],
  );
  const m = await one<{ last_login_at: Date | null }>(
    client,
    'select last_login_at from memberships where user_id = $1 and community_id = $2',
    [userId, communityId],
  );
  const head = await one<{ seq: string; hash: string }>(
    client,
    'select seq::text, hash from audit_chain_heads where chain = $1',
    [communityId],
  );
  const pushed = await one<{ n: number }>(
    client,
    'select count(*)::int as n from push_credentials where community_id = $1',
    [communityId],
  );
  // Credentials of its own would be replaced and then deleted: the bench would lose the set's.
  if (pushed?.n)
    throw new Error(`community ${communityId} has push credentials of its own: not touching them`);
  return {
    communityId,
    userId,
    iosBundleId: c?.ios_bundle_id ?? null,
    userLastLogin: u?.last_login_at ?? null,
    memberLastLogin: m?.last_login_at ?? null,
    head: head ?? null,
    // The database's clock: the sign-in's session is stamped by it (created_at's default), so a session someone
    // else opened as this administrator a moment before is not taken for the bench's.
    since: (await one<{ now: Date }>(client, 'select now() as now', []))!.now,
  };
}

/**
 * Puts the data set back as `found` noted it, whatever the bench got to make (it runs in a `finally`; no
 * notification when the send failed):
 * - the notification, and with it (ON DELETE CASCADE) its deliveries and translations;
 * - the activity events the send recorded (NOTIFICATION_SENT, one NOTIFICATION_DELIVERED per device), found by
 *   community, time window and notification id on the (community_id, at) index rather than by notification id
 *   alone, which no index serves over the set's tens of millions of events. Deleted before any roll-up sees them (the
 *   bench runs no roll-up: only the jobs it queued), so analytics_daily and the roll-up's watermark never counted
 *   them;
 * - the sign-in's sessions (and their refresh tokens) and its last-login stamps;
 * - the community's push credentials and iOS bundle id, set for the simulator;
 * - the audit rows of the sign-in and the send, and the chain's head moved back to where it was. The trail is
 *   append-only and its head only moves forward, by triggers: the bench, connected as the cluster's superuser,
 *   steps past them for this one transaction (session_replication_role = replica), as no server's role can;
 * - pg-boss's jobs for the notification (the delivery's turns, the CAP publication).
 */
export async function putBack(client: pg.Client, found: Found, notificationId: string | null): Promise<void> {
  const { communityId, userId, since } = found;
  await client.query('begin');
  try {
    if (notificationId) {
      // The events are stamped by the app's clock, this machine's too: a minute of margin costs nothing here.
      await client.query(
        `delete from activity_events
         where community_id = $1 and at >= $2::timestamptz - interval '1 minute' and notification_id = $3`,
        [communityId, since, notificationId],
      );
      await client.query('delete from notifications where id = $1', [notificationId]);
      await client.query(
        `delete from pgboss.job where data->>'notificationId' = $1 and name in ('notifications.deliver', 'cap.publish')`,
        [notificationId],
      );
    }
    await client.query('delete from sessions where user_id = $1 and created_at >= $2', [userId, since]);
    await client.query('update users set last_login_at = $2 where id = $1', [userId, found.userLastLogin]);
    await client.query('update memberships set last_login_at = $3 where user_id = $1 and community_id = $2', [
      userId,
      communityId,
      found.memberLastLogin,
    ]);
    await client.query('delete from push_credentials where community_id = $1', [communityId]);
    await client.query('update communities set ios_bundle_id = $2 where id = $1', [
      communityId,
      found.iosBundleId,
    ]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  // Apart: with the triggers off, the deletes above would not cascade either (foreign keys are triggers too).
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query('delete from audit_events where chain = $1 and seq > $2', [
      communityId,
      found.head?.seq ?? '0',
    ]);
    if (found.head)
      await client.query('update audit_chain_heads set seq = $2, hash = $3 where chain = $1', [
        communityId,
        found.head.seq,
        found.head.hash,
      ]);
    else await client.query('delete from audit_chain_heads where chain = $1', [communityId]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

/** Rows inserted less rows deleted, per table of the data set, as PostgreSQL's statistics count them. */
export async function netRows(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string; net: string }>(
      `select relname as table, (n_tup_ins - n_tup_del)::text as net from pg_stat_user_tables
       where schemaname = 'public'`,
    );
    return new Map(rows.map((r) => [r.table, Number(r.net)]));
  } finally {
    await client.end();
  }
}

/**
 * The tables whose row count the run changed: none once putBack did its work. A backend's statistics reach the
 * shared counts when it ends, so this is read after the app's connections closed, and read again for a while when
 * one has not ended yet. Anyone else writing to the set meanwhile shows here too.
 */
export async function changedTables(url: string, before: Map<string, number>): Promise<string[]> {
  let changed: string[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((r) => setTimeout(r, 500));
    const after = await netRows(url);
    changed = [...after]
      .filter(([table, net]) => net !== (before.get(table) ?? 0))
      .map(
        ([table, net]) =>
          `${table} ${net - (before.get(table) ?? 0) > 0 ? '+' : ''}${net - (before.get(table) ?? 0)}`,
      );
    if (!changed.length) break;
  }
  return changed;
}
