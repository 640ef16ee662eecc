/**
 * National scale (issue 38): an emergency alert to the largest community's devices (45,000 at scale 1) handed to the
 * providers in at most 5 s, on PostgreSQL, the bench and the server on one 2-core machine.
 *
 * The real app (bench/engines.ts) over the national data set (npm run seed:national), its push providers pointed at
 * the provider simulator over HTTP/2 in a process of its own (as bench:push does), 20 ms of latency per request.
 * The largest community's administrator signs in and sends an EVACUATION alert to the whole community (members and
 * guests) through POST /v1/notifications; the clock runs from that request until the providers have answered for
 * the last device. The delivery job runs in this process as a server's worker would, taken from the queue as soon
 * as it is there: a server polls each second, so the verdict with that second added is printed too (the later
 * turns of a send are taken at once, a turn lasting longer than the poll). Prints the devices, the seconds,
 * devices/s, the CPU per device of the server and of its PostgreSQL backends, where the time went, and met / NOT
 * MET; then puts the data set back as it was (leave-as-found.ts) and says whether it is.
 *
 * Usage: npm run bench:national-alert [-- --database postgres://postgres@127.0.0.1:55432/national_1
 *        --latency 20 --connections 2]
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import type { PushProviders, PushSender } from '../../src/modules/push-delivery/providers/types';
import { generatePushCredentials } from '../../src/dev/push-simulator';
import { startBenchApp } from '../engines';
import { simulatedProviders, simulatorCredentialRows, spawnSimulator } from '../push-simulator';
import { backendCpu, cpuBetween } from './backend-cpu';
import { profileStatements } from './statement-profile';
import { changedTables, netRows, noteFound, putBack, type Found } from './leave-as-found';

const { values: opts } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:55432/national_1' },
    latency: { type: 'string', default: '20' },
    // Two sessions per origin, as bench:push found cheapest on two cores.
    connections: { type: 'string', default: '2' },
    // The app's statements timed and summed (statement-profile.ts): where the database time goes.
    profile: { type: 'boolean', default: false },
  },
});
const TARGET_SECONDS = 5;
// pg-boss's poll of the delivery queue in a server (jobs/queue.ts); the later turns of a send follow at once.
const POLL_SECONDS = 1;
const verdict = (seconds: number) => (seconds <= TARGET_SECONDS ? 'met' : 'NOT MET');
const ADMIN = { credential: 'admin1@national.example', password: 'national-bench-password' };
// The app's own connections, to be told apart from the bench's and the neighbours' (backend-cpu.ts).
const APPLICATION = 'gathering-bench-national-alert';
const KEY = Buffer.alloc(32, 7).toString('base64');
const step = (text: string) => process.stderr.write(`[national alert] ${text}\n`);
// A send that does not end (a provider answering retry for ever), or Ctrl-C, still puts the data set back: the
// wait gives up and the `finally` runs.
const GIVE_UP_SECONDS = 300;
const stop = { reason: '' };
process.once('SIGINT', () => (stop.reason = 'interrupted'));

/** When the providers were first handed a piece and last answered, how many messages, and their time on them. */
interface Handed {
  messages: number;
  pieces: number;
  first: number;
  last: number;
  /** Summed over the pieces out at once. */
  inProvidersMs: number;
}

/** The providers, with the moments the delivery job hands them batches: what the 5 s are measured to. */
function watched(providers: PushProviders, handed: Handed): PushProviders {
  return {
    ...providers,
    senderFor(communityId, creds): PushSender {
      const sender = providers.senderFor(communityId, creds);
      return {
        async send(messages) {
          const started = Date.now();
          handed.first ||= started;
          const outcomes = await sender.send(messages);
          handed.messages += messages.length;
          handed.pieces++;
          handed.last = Date.now();
          handed.inProvidersMs += handed.last - started;
          return outcomes;
        },
        close: () => sender.close(),
      };
    },
  };
}

/** The largest community (k = 1 in the seed's table) and its administrator. */
async function target(client: pg.Client) {
  const { rows } = await client.query<{ id: string; slug: string; user_id: string }>(
    `select c.id, c.slug, u.id as user_id from national_c c
     join users u on u.email = $1
     join memberships m on m.user_id = u.id and m.community_id = c.id and m.role = 'ADMIN'
     where c.k = 1`,
    [ADMIN.credential],
  );
  if (!rows[0])
    throw new Error(`no national_c row k = 1 administered by ${ADMIN.credential}: is the set seeded?`);
  return rows[0];
}

/**
 * The bench runs the jobs queued while it measures (queue.drain(), every queue): on a set where something else is
 * queued or scheduled (the roll-up over millions of events) it would run that too, and change the set.
 */
async function assertQueueQuiet(client: pg.Client) {
  const { rows } = await client.query<{ name: string; n: number }>(
    `select name, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') group by name
     union all select name || ' (scheduled)', 1 from pgboss.schedule`,
  );
  if (rows.length)
    throw new Error(
      `pg-boss has work of its own in this set (${rows.map((r) => `${r.name} ${r.n}`).join(', ')})`,
    );
}

async function main() {
  const url = new URL(opts.database);
  url.searchParams.set('application_name', APPLICATION);
  const client = new pg.Client({ connectionString: opts.database });
  await client.connect();
  const community = await target(client);
  const creds = generatePushCredentials({ topic: 'ca.gathering.national' });
  const sim = await spawnSimulator(Number(opts.latency), creds);
  const providers = simulatedProviders(sim, Number(opts.connections));
  const handed: Handed = { messages: 0, pieces: 0, first: 0, last: 0, inProvidersMs: 0 };
  const figuresBefore = await netRows(opts.database);
  let found: Found | null = null;
  let spent: { devices: number; cpuSeconds: number } | null = null;
  let notificationId: string | null = null;
  let bench: Awaited<ReturnType<typeof startBenchApp>> | null = null;
  try {
    bench = await startBenchApp(
      await openDatabase({ url: url.toString() }),
      'gathering-bench-national-alert-',
      {
        env: { PUSH_CREDENTIALS_KEY: KEY },
        pushProviders: watched(providers, handed),
      },
    );
    const { app } = bench;
    await assertQueueQuiet(client);
    found = await noteFound(client, community.id, community.user_id);
    // The community's push set up for the simulator, as the console's upload would (put back afterwards).
    await client.query('update communities set ios_bundle_id = $2 where id = $1', [
      community.id,
      creds.apn!.topic,
    ]);
    for (const row of simulatorCredentialRows(community.id, KEY, creds))
      await client.query(
        'insert into push_credentials (community_id, provider, secret) values ($1, $2, $3)',
        [row.communityId, row.provider, row.secret],
      );
    const login = await app.inject({ method: 'POST', url: '/v1/users/login', payload: ADMIN });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };

    step(`sending an alert to ${community.slug}`);
    const cpuBefore = process.cpuUsage();
    const dbCpuBefore = await backendCpu(client, APPLICATION);
    const profile = opts.profile ? profileStatements(APPLICATION) : null;
    const started = Date.now();
    setTimeout(() => (stop.reason = `not done after ${GIVE_UP_SECONDS} s`), GIVE_UP_SECONDS * 1000).unref();
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers,
      payload: {
        title: 'Evacuation order',
        body: 'Leave the east side now by Highway 6. Buses wait at the band office. Bring your medicines.',
        kind: 'EMERGENCY',
        alertType: 'EVACUATION',
        open: true,
      },
    });
    const answered = Date.now();
    if (sent.statusCode !== 200) throw new Error(`the send answered ${sent.statusCode}: ${sent.body}`);
    notificationId = sent.json<{ id: string }>().id;
    for (;;) {
      if (stop.reason) throw new Error(`stopped while sending: ${stop.reason}`);
      await app.queue.drain();
      const { rows } = await client.query<{ status: string }>(
        'select status from notifications where id = $1',
        [notificationId],
      );
      if (rows[0].status !== 'SENDING') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const settled = Date.now();
    for (const line of profile?.stop() ?? []) step(`profile: ${line}`);
    const cpu = process.cpuUsage(cpuBefore);
    const dbCpu = cpuBetween(dbCpuBefore, await backendCpu(client, APPLICATION));
    spent = await report({ client, notificationId, started, answered, settled, handed, cpu, dbCpu });
  } finally {
    await bench?.close();
    await providers.close();
    const simReport = await sim.stop().catch(() => null);
    if (simReport)
      step(
        `simulator: ${simReport.delivered} delivered, ${simReport.duplicates} duplicates, ` +
          `${simReport.cpuSeconds.toFixed(2)} s CPU out of process`,
      );
    if (simReport && spent) {
      // All three share this machine's cores: what the target leaves each device, against what they spent.
      const perDevice = (cpuSeconds: number) => `${Math.round((cpuSeconds * 1e6) / spent!.devices)} µs`;
      const cores = availableParallelism();
      console.log(
        `CPU per device on this machine: ${perDevice(spent.cpuSeconds + simReport.cpuSeconds)} (server and ` +
          `PostgreSQL ${perDevice(spent.cpuSeconds)}, simulator ${perDevice(simReport.cpuSeconds)}); ${cores} cores ` +
          `busy for ${TARGET_SECONDS} s give at most ${perDevice(cores * TARGET_SECONDS)}`,
      );
    }
    if (found) {
      step('putting the data set back');
      await putBack(client, found, notificationId);
    }
    await client.end();
    const changed = await changedTables(opts.database, figuresBefore);
    console.log(
      changed.length
        ? `data set: rows still differ in ${changed.join(', ')} (or someone else wrote meanwhile)`
        : 'data set: every table has the rows it had',
    );
  }
}

/** The figures of one send, and where its time went. */
async function report(r: {
  client: pg.Client;
  notificationId: string;
  started: number;
  answered: number;
  settled: number;
  handed: Handed;
  cpu: NodeJS.CpuUsage;
  dbCpu: number;
}) {
  const { rows } = await r.client.query<{
    status: string;
    fanned_out_at: Date | null;
    deliveries: number;
    delivered: number;
  }>(
    `select n.status, n.fanned_out_at, count(d.*)::int as deliveries,
            (count(*) filter (where d.status = 'DELIVERED'))::int as delivered
     from notifications n left join notification_deliveries d on d.notification_id = n.id
     where n.id = $1 group by n.id`,
    [r.notificationId],
  );
  const n = rows[0];
  const at = (t: number) => `${((t - r.started) / 1000).toFixed(2)} s`;
  const devices = n.deliveries;
  const seconds = (r.handed.last - r.started) / 1000;
  const serverCpu = (r.cpu.user + r.cpu.system) / 1e6;
  console.log(
    [
      `where the time went (from the send request): answered ${at(r.answered)}`,
      `fanned out ${n.fanned_out_at ? at(n.fanned_out_at.getTime()) : 'never'}`,
      `first batch handed ${r.handed.first ? at(r.handed.first) : 'never'}`,
      `last device answered by the providers ${at(r.handed.last)} (${r.handed.pieces} pieces, ` +
        `${Math.round(r.handed.inProvidersMs / Math.max(1, r.handed.pieces))} ms each in their hands)`,
      `notification ${n.status} ${at(r.settled)}`,
    ].join('; '),
  );
  console.log(
    `${devices} devices (${n.delivered} delivered, ${r.handed.messages} handed to the providers) in ` +
      `${seconds.toFixed(2)} s = ${Math.round(devices / seconds)} devices/s; server CPU ${serverCpu.toFixed(2)} s = ` +
      `${Math.round((serverCpu * 1e6) / devices)} µs per device, its PostgreSQL backends ${r.dbCpu.toFixed(2)} s = ` +
      `${Math.round((r.dbCpu * 1e6) / devices)} µs per device; target ${TARGET_SECONDS} s: ` +
      `${verdict(seconds)} (${verdict(seconds + POLL_SECONDS)} with a server's worker taking the job at its next poll, ` +
      `up to ${POLL_SECONDS} s later)`,
  );
  return { devices, cpuSeconds: serverCpu + r.dbCpu };
}

await main();
