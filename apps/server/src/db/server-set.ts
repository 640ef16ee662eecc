import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * What every Gathering process on one PostgreSQL database must hold alike: each secret, and where uploaded files
 * live. Two servers that made their own certificate-signing key (a certificate signed by one failed against the
 * key the other published) or kept uploads on their own disks (a logo answered 404 and 200 alternately) ran side by
 * side without a word; now the second one refuses to start, naming what differs.
 *
 * How a process knows the others: each holds, for its life, one shared advisory lock per fact on a connection of
 * its own, whose second key is a 31-bit digest of its value (never the value). PostgreSQL lists the locks of the
 * live sessions in pg_locks and drops them with their session, so a crashed process leaves nothing behind and no
 * table or heartbeat is needed. A new process reads the digests held now, refuses when one differs from its own,
 * naming every one, else takes its locks: joins take turns under a session lock, so two starting together see
 * each other. A secret
 * changed on purpose is taken up by restarting every process (the first one back starts alone).
 */
export interface SharedFact {
  /** What the operator sets: JWT_SECRET, S3_BUCKET… */
  name: string;
  /** The value this process holds, digested here and never sent. */
  value: string;
  /** Where this process took it from, for the refusal ("its environment", "DATA_DIR/jwt-secret"). */
  from: string;
}

export class ServerSetError extends Error {}

export interface ServerSetMembership {
  /** Leaves the set (the session closes, its locks with it). */
  close(): Promise<void>;
}

// Advisory lock keys: a bigint for the joins' turn, and one int4 class per fact (classid) in a range of our own.
const JOIN_LOCK = 7_362_901_118n;
const FACT_CLASS = 1_736_290_100;

const digest = (fact: SharedFact) =>
  createHash('sha256').update(`gathering server set\0${fact.name}\0${fact.value}`).digest().readUInt32BE(0) &
  0x7fffffff;

/**
 * Joins the processes on the database at `url` holding `facts` (in a fixed order: each fact's class is its
 * index), or throws ServerSetError naming each fact a running process holds otherwise.
 */
export async function joinServerSet(url: string, facts: SharedFact[]): Promise<ServerSetMembership> {
  const client = new pg.Client({ connectionString: url, application_name: 'gathering server set' });
  // A lost session only loses the locks (this process goes on serving); the pool reports the outage.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [JOIN_LOCK.toString()]);
    const held = await client.query<{ fact: string; digest: string }>(
      `select classid::bigint - $1 as fact, objid::bigint as digest from pg_locks
        where locktype = 'advisory' and granted and objsubid = 2
          and database = (select oid from pg_database where datname = current_database())
          and classid::bigint between $1 and $2`,
      [FACT_CLASS, FACT_CLASS + facts.length - 1],
    );
    const mine = facts.map(digest);
    const differing = new Set(
      held.rows.filter((row) => Number(row.digest) !== mine[Number(row.fact)]).map((row) => Number(row.fact)),
    );
    if (differing.size)
      throw new ServerSetError(
        [
          ...[...differing].sort((a, b) => a - b).map((i) => refusal(facts[i])),
          'This server did not start.',
        ].join(' '),
      );
    for (const [i, d] of mine.entries())
      await client.query('select pg_advisory_lock_shared($1::int, $2::int)', [FACT_CLASS + i, d]);
    await client.query('select pg_advisory_unlock($1)', [JOIN_LOCK.toString()]);
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  return { close: () => client.end() };
}

function refusal(fact: SharedFact): string {
  return fact.name === 'file store'
    ? `Another Gathering server is running on this database with its uploaded files elsewhere (this one keeps them in ${fact.from}): every server sharing a database must share one file store, an S3 bucket (S3_BUCKET, S3_ENDPOINT and its keys, alike on each).`
    : `Another Gathering server is running on this database with another ${fact.name} (this one took its own from ${fact.from}): every server sharing a database must hold the same ${fact.name}, set in the environment of each.`;
}
