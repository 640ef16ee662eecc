/**
 * Mail benchmark: 5,000 invitations stored at once (as an import with invitations does), then sent by the real
 * queue workers over the real SMTP client to the tests' SMTP server (in this process: its parsing costs us CPU, so
 * the figure errs low). Once a few hundred are out, a password reset is requested through the API: it must not
 * wait behind the invitations still queued. On the embedded database and on PostgreSQL.
 * Targets: bulk >= 50 messages/s; the reset delivered <= 5 s after its request.
 * Usage: npm run bench:mail [-- invitations=5000 engine=both|pglite|pg]
 */
import type { Database } from '../src/db/client';
import { createMailService } from '../src/modules/mail/mail.service';
import { createCommunityAdmin } from '../test/helpers/factories';
import { startSmtp } from '../test/helpers/smtp';
import { onBothEngines, startBenchApp } from './engines';

const argOf = (name: string) => process.argv.find((a) => a.startsWith(`${name}=`))?.split('=')[1];
const INVITATIONS = Number(argOf('invitations') ?? 5_000);
const ENGINE = argOf('engine') ?? 'both';
if (!['both', 'pglite', 'pg'].includes(ENGINE)) {
  console.error(`engine is both, pglite or pg (not ${ENGINE})`);
  process.exit(2);
}
const TARGET_RATE = 50;
const TARGET_RESET_S = 5;
// The reset is asked for once this many invitations are out: the workers are in full flow, the rest queued ahead.
const RESET_AFTER = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, done: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

async function run(label: string, database: Database) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  const smtp = await startSmtp();
  const { app, close } = await startBenchApp(database, 'gathering-bench-mail-', {
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Gathering <no-reply@gathering.bench>' },
    work: true,
  });
  try {
    const { user } = await createCommunityAdmin(database, { email: `reset-${Date.now()}@bench.example` });
    const mail = createMailService({ database, queue: app.queue });
    step(`storing ${INVITATIONS} invitations`);
    // One transaction: the workers see all of them at once, as after an import's commit.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < INVITATIONS; i++)
        await mail.store(tx, {
          kind: 'member-invitation',
          to: `invitee${i}@bench.example`,
          subject: 'Join Bench on Gathering',
          text: `Hello, you are invited: http://gathering.bench/invitations/${i}`,
          html: `<p>Hello, you are invited: <a href="http://gathering.bench/invitations/${i}">accept</a></p>`,
        });
    });
    const t0 = performance.now();
    step('sending');
    await until(`${RESET_AFTER} invitations`, () => smtp.received.length >= RESET_AFTER, 120_000);

    const asked = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/users/reset-request',
      payload: { email: user.email },
    });
    if (res.statusCode !== 200) throw new Error(`reset refused: ${res.body}`);
    const isReset = (m: (typeof smtp.received)[number]) => m.to[0] === user.email;
    await until('the reset', () => smtp.received.some(isReset), 120_000);
    const resetS = (performance.now() - asked) / 1000;
    const position = smtp.received.findIndex(isReset);
    const behind = INVITATIONS - position;

    await until('every invitation', () => smtp.received.length >= INVITATIONS + 1, 600_000);
    const sendS = (performance.now() - t0) / 1000;
    const rate = INVITATIONS / sendS;
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(
      `${label}: ${INVITATIONS} invitations sent in ${sendS.toFixed(1)} s = ${rate.toFixed(0)} messages/s ` +
        `(target >= ${TARGET_RATE}) ${mark(rate >= TARGET_RATE)}; a reset requested with ${behind} invitations ` +
        `still queued delivered in ${resetS.toFixed(2)} s (target <= ${TARGET_RESET_S} s) ${mark(resetS <= TARGET_RESET_S)}`,
    );
  } finally {
    await close();
    await smtp.close();
  }
}

await onBothEngines(run, ENGINE as 'both' | 'pglite' | 'pg');
