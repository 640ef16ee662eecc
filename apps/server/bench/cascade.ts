/**
 * Alert cascade benchmark (issue 36 #6): 10,000 members without the app, each with a mobile number consenting to
 * alerts (seeded in SQL), one community whose cascade texts them through one Twilio-compatible provider — the SMS
 * simulator, in a process of its own (cascade-provider.ts) — with 10 long codes (1 text/s each) and 1 short code (100/s): 110 texts/s together.
 * The BUILT server (`node dist/main.js`, built first) runs as a child process against the same database, its cascade
 * worker on, configured and alerted through its API by the community's administrator. Two emergency alerts:
 *  1. undisturbed: the time from the alert's send until the last text reaches the provider, against the senders'
 *     aggregate bound (members / 110 s), and the rate each sender kept, measured where the provider sees it;
 *  2. the server is killed (SIGKILL) when `killAt` of the texts are out, another started at once on the same port and
 *     database: the time from the kill until texts go out again (target <= 30 s), the people texted twice (target 0),
 *     the hand-overs the dead server left UNKNOWN (never sent again: they may have gone out), and the rates again.
 * The simulator answers at once and sends each text's delivery receipt 1 s later, signed, to the server.
 * On PostgreSQL (DATABASE_URL — a database of its own is made in it and dropped — else a throwaway cluster from
 * scripts/with-postgres.mjs); engine=pglite (or both) runs the same on the embedded database, its DATA_DIR shared by
 * the two servers one after the other.
 * Usage: npm run bench:cascade [-- members=10000 killAt=0.4 engine=pg|pglite|both]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { rateLines, senderFigures, textedTwice, type BenchSender } from './cascade-figures';
import { startProvider, wallNow, type BenchProvider } from './cascade-provider';
import {
  ADMIN,
  PASSWORD,
  cpuSeconds,
  freePort,
  killSpawned,
  seedCascadeBench,
  spawnServer,
  type Engine,
  type Spawned,
} from './cascade-setup';
import { onOwnPostgres } from './engines';

const argOf = (name: string) => process.argv.find((a) => a.startsWith(`${name}=`))?.split('=')[1];
const MEMBERS = Number(argOf('members') ?? 10_000);
const KILL_AT = Number(argOf('killAt') ?? 0.4);
const ENGINE = argOf('engine') ?? 'pg';
if (!['both', 'pglite', 'pg'].includes(ENGINE)) {
  console.error(`engine is pg, pglite or both (not ${ENGINE})`);
  process.exit(2);
}
const TARGET_RESUME_S = 30;
const ACCOUNT = 'ACbench';
const TOKEN = 'bench-simulated-auth-token';
const SENDERS: BenchSender[] = [
  ...Array.from({ length: 10 }, (_, i) => ({
    kind: 'LONG_CODE' as const,
    address: `+1204555${String(1000 + i)}`,
    perSecond: 1,
  })),
  { kind: 'SHORT_CODE', address: '55501', perSecond: 100 },
];
const AGGREGATE = SENDERS.reduce((n, s) => n + s.perSecond, 0);
const BOUND_S = MEMBERS / AGGREGATE;

const server = new URL('..', import.meta.url).pathname;
const step = (text: string) => process.stderr.write(`[bench:cascade] ${text}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const s = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

type Headers = { authorization: string };

async function api(base: string, method: string, path: string, headers: Headers | null, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** The administrator's session, the community's cascade (push, then texts at once; one cycle) and its provider. */
async function signIn(base: string): Promise<Headers> {
  const { accessToken } = await api(base, 'POST', '/v1/users/login', null, {
    credential: ADMIN,
    password: PASSWORD,
  });
  return { authorization: `Bearer ${accessToken}` };
}

async function configure(base: string, sim: BenchProvider): Promise<Headers> {
  const headers = await signIn(base);
  await api(base, 'PUT', '/v1/notifications/cascade/policy', headers, {
    enabled: true,
    alertTypes: ['EVACUATION'],
    steps: [
      { channel: 'PUSH', afterMinutes: 0 },
      { channel: 'SMS', afterMinutes: 0 },
    ],
    cycles: 1,
    cycleAfterMinutes: 0,
    receiptTimeoutSeconds: 300,
  });
  await api(base, 'POST', '/v1/notifications/cascade/providers', headers, {
    kind: 'TWILIO',
    name: 'Bench simulator',
    baseUrl: sim.url,
    accountSid: ACCOUNT,
    secret: TOKEN,
    smsSegmentCost: 0.0079,
    voiceMinuteCost: 0.014,
    senders: SENDERS,
  });
  return headers;
}

/**
 * The server's event loop and garbage collector since the last call, from its /metrics (prom-client's defaults; a
 * scrape resets the loop's delay figures): how late its timers ran, which is what makes a text leave late and the next
 * one look early at the provider.
 */
async function serverLoop(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) =>
    Number(text.match(new RegExp(`^gathering_${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm'))?.[1]);
  const gcOver = (le: string) => {
    let total = 0;
    let under = 0;
    for (const m of text.matchAll(
      /^gathering_nodejs_gc_duration_seconds_bucket\{le="([^"]+)",kind="[^"]+"\} (\d+)$/gm,
    )) {
      if (m[1] === '+Inf') total += Number(m[2]);
      if (m[1] === le) under += Number(m[2]);
    }
    return total - under;
  };
  return {
    lagP99: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    lagMax: value('nodejs_eventloop_lag_max_seconds') * 1000,
    gcOver10ms: gcOver('0.01'),
    gcOver100ms: gcOver('0.1'),
  };
}

const loopLine = (l: Awaited<ReturnType<typeof serverLoop>>, sim: { p99: number; max: number }) =>
  `  event loops: the server's timers late by ${l.lagP99.toFixed(0)} ms at p99, ${l.lagMax.toFixed(0)} ms at most ` +
  `(10 ms resolution; garbage collections over 10 ms since its start ${l.gcOver10ms}, over 100 ms ` +
  `${l.gcOver100ms}); the provider's (its arrival stamps) late by ${sim.p99.toFixed(0)} ms at p99, ` +
  `${sim.max.toFixed(0)} ms at most`;

/** The alert's SMS attempts by status, from its live counts. */
async function smsCounts(base: string, headers: Headers, id: string): Promise<Record<string, number>> {
  return (await api(base, 'GET', `/v1/notifications/${id}/cascade`, headers)).attempts.SMS;
}

/** Until every member's text is recorded and none is queued or being handed over (polled every second). */
async function settled(base: () => string, headers: Headers, id: string) {
  for (;;) {
    // Signed in again when refused: on a loaded machine a run outlasts the access token.
    const c = await smsCounts(base(), headers, id).catch(async () => {
      Object.assign(headers, await signIn(base()).catch(() => ({})));
      return null;
    });
    if (c) {
      const total = Object.values(c).reduce((a, b) => a + b, 0);
      if (total >= MEMBERS && c.QUEUED === 0 && c.HANDING_OVER === 0) return c;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function sendAlert(base: string, headers: Headers, title: string) {
  const { id } = await api(base, 'POST', '/v1/notifications', headers, {
    title,
    body: 'Leave the east side now by Highway 6. Buses wait at the band office.',
    kind: 'EMERGENCY',
    alertType: 'EVACUATION',
  });
  return { id: id as string, sentAt: wallNow() };
}

async function run(label: string, e: Engine) {
  const loadBefore = load();
  step(`${label}: seeding ${MEMBERS} members with a mobile number`);
  const seed0 = performance.now();
  await seedCascadeBench(e, MEMBERS);
  const seeded = performance.now() - seed0;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const sim = await startProvider(ACCOUNT, TOKEN);
  const env = {
    PUBLIC_URL: base,
    JWT_SECRET: 'bench-cascade-secret-that-is-long-enough-for-hs256',
    PUSH_CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
  };
  let srv: Spawned = await spawnServer(e, port, env);
  try {
    const headers = await configure(base, sim);

    // 1. Undisturbed.
    step(
      `${label}: alert 1 (undisturbed), ${MEMBERS} texts at ${AGGREGATE}/s: about ${BOUND_S.toFixed(0)} s`,
    );
    const cpu0 = cpuSeconds(srv.child.pid!);
    await serverLoop(base);
    await sim.loop();
    const one = await sendAlert(base, headers, 'Evacuation order');
    const c1 = await settled(() => base, headers, one.id);
    const cpu1 = cpuSeconds(srv.child.pid!) - cpu0;
    const loop1 = await serverLoop(base);
    const simLoop1 = await sim.loop();
    const t1 = await sim.messages();
    const first1 = t1[0].at - one.sentAt;
    const last1 = t1[t1.length - 1].at - one.sentAt;
    const rates1 = senderFigures(t1, SENDERS);
    const twice1 = textedTwice(t1);

    // 2. The server killed mid-cascade, another started.
    await sim.reset();
    step(`${label}: alert 2, the server killed (SIGKILL) after ${Math.round(KILL_AT * MEMBERS)} texts`);
    const two = await sendAlert(base, headers, 'Evacuation order: second wave');
    while ((await sim.count()) < KILL_AT * MEMBERS) await new Promise((r) => setTimeout(r, 5));
    const killedAt = wallNow();
    srv.child.kill('SIGKILL');
    await srv.exited;
    const goneAt = wallNow();
    const beforeKill = await sim.count();
    srv = await spawnServer(e, port, env);
    const readyMs = srv.readyMs;
    await serverLoop(base);
    const c2 = await settled(() => base, headers, two.id);
    const loop2 = await serverLoop(base);
    const simLoop2 = await sim.loop();
    const t2 = await sim.messages();
    const resumed = t2.find((m) => m.at > goneAt);
    const resumeMs = resumed ? resumed.at - killedAt : Infinity;
    const last2 = t2[t2.length - 1].at - two.sentAt;
    const twice2 = textedTwice(t2);
    const reached2 = new Set(t2.map((m) => m.to)).size;
    const rates2 = senderFigures(t2, SENDERS);

    console.log(
      [
        `${label}: ${MEMBERS} members without the app, each with a consenting mobile (seeded in ${s(seeded)}); ` +
          `10 long codes x 1/s + 1 short code x 100/s = ${AGGREGATE} texts/s; load average ${loadBefore} -> ${load()} ` +
          `(2 cores shared with other sessions)`,
        `  alert 1, undisturbed: ${t1.length} texts to ${new Set(t1.map((m) => m.to)).size} people; first text ` +
          `${s(first1)} after the send, every text handed over ${s(last1)} after it; the senders' bound ` +
          `${BOUND_S.toFixed(1)} s: ${((BOUND_S * 1000 * 100) / last1).toFixed(1)} % of the aggregate rate ` +
          `(${(t1.length / (last1 / 1000)).toFixed(1)} texts/s); texted twice ${twice1} (target 0: ` +
          `${twice1 === 0 ? 'met' : 'NOT met'}); SMS attempts ${JSON.stringify(c1)}; the server's CPU ` +
          `${cpu1.toFixed(1)} s (${((cpu1 * 1000) / MEMBERS).toFixed(2)} ms a person: people stepped, texts handed ` +
          `over, receipts; PostgreSQL's own CPU apart)`,
        ...rateLines(rates1),
        loopLine(loop1, simLoop1),
        `  alert 2, the server killed (SIGKILL) after ${beforeKill} texts; another started (ready ` +
          `${s(readyMs)} after the kill's exit): texts resumed ${s(resumeMs)} after the kill (target <= ` +
          `${TARGET_RESUME_S} s: ${resumeMs <= TARGET_RESUME_S * 1000 ? 'met' : 'NOT met'}); people texted twice ` +
          `${twice2} (target 0: ${twice2 === 0 ? 'met' : 'NOT met'}); hand-overs the dead server left UNKNOWN ` +
          `(not sent again) ${c2.UNKNOWN}, of which ${MEMBERS - reached2} never reached the provider; ` +
          `every text handed over ${s(last2)} after the send; SMS attempts ${JSON.stringify(c2)}`,
        ...rateLines(rates2),
        loopLine(loop2, simLoop2),
      ].join('\n'),
    );
  } catch (err) {
    console.error(srv.output.join('\n'));
    throw err;
  } finally {
    await srv.stop();
    await sim.close();
  }
}

step('building the server (npm run build -w apps/server)');
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: server, stdio: 'inherit' });
if (build.status !== 0) throw new Error('the server build failed');
console.log(`bench:cascade on ${process.version}, load average ${load()} (1, 5, 15 min)`);

process.on('exit', killSpawned);
if (ENGINE !== 'pg') {
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-bench-cascade-'));
  try {
    await run('embedded (PGlite)', { kind: 'pglite', dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (ENGINE !== 'pglite')
  await onOwnPostgres('cascade', async (url) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gathering-bench-cascade-'));
    try {
      await run('PostgreSQL', { kind: 'pg', url, dataDir });
    } finally {
      killSpawned();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
