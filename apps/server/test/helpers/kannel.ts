import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, freePort, sleep } from './processes';

// Debian's kannel and kannel-extras (apt install kannel kannel-extras).
const BEARERBOX = '/usr/sbin/bearerbox';
const DRIVE_SMPP = '/usr/lib/kannel/test/drive_smpp';
// drive_smpp reaches its bearerbox as an smsbox on Kannel's default port, whatever its configuration says.
const SMSBOX_PORT = 13001;

export interface Smsc {
  /** The SMSC's SMPP port on 127.0.0.1. */
  port: number;
  /** What the SMSC logged so far (each submit_sm's text among it). */
  log(): string;
  stop(): Promise<void>;
}

async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  child: ChildProcess,
  output: () => string,
) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${what} did not start:\n${output()}`);
    await sleep(50);
  }
}

/**
 * Kannel's SMPP 3.4 SMSC: drive_smpp (kannel-extras), which takes an ESME's transmitter and receiver binds, answers
 * its submit_sm, and on the receiver bind sends `messages` texts from 456 to 123 whose bodies are "1", "2"…; with
 * the bearerbox it reports to as an smsbox. (Kannel's bearerbox itself connects to SMSCs as an ESME: it takes no
 * SMPP binds.)
 */
export async function startSmsc(messages = 1): Promise<Smsc> {
  const dir = mkdtempSync(join(tmpdir(), 'gathering-kannel-'));
  mkdirSync(join(dir, 'spool'));
  const config = join(dir, 'kannel.conf');
  writeFileSync(
    config,
    `group = core
admin-port = ${await freePort()}
admin-password = gathering
smsbox-port = ${SMSBOX_PORT}
box-allow-ip = "127.0.0.1"
log-level = 1
store-type = spool
store-location = "${join(dir, 'spool')}"

group = smsc
smsc = fake
smsc-id = fake
port = ${await freePort()}
connect-allow-ip = 127.0.0.1

# The smsbox is drive_smpp itself.
group = smsbox
bearerbox-host = 127.0.0.1
`,
  );
  let bbOut = '';
  const bearerbox = spawn(BEARERBOX, [config], { stdio: ['ignore', 'pipe', 'pipe'] });
  bearerbox.stdout.on('data', (d) => (bbOut += d));
  bearerbox.stderr.on('data', (d) => (bbOut += d));
  await until(
    'bearerbox',
    () => accepts(SMSBOX_PORT),
    bearerbox,
    () => bbOut,
  );

  const port = await freePort();
  const logFile = join(dir, 'smsc.log');
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const smsc = spawn(
    DRIVE_SMPP,
    ['-v', '0', '-l', logFile, '-p', String(port), '-m', String(messages), '-c', config],
    {
      stdio: 'ignore',
    },
  );
  // Not probed by connecting: drive_smpp would take the probe for its ESME.
  await until('drive_smpp', () => log().includes('Starting drive_smpp test'), smsc, log);
  await sleep(300);
  const stop = async (child: ChildProcess) => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(3000).then(() => child.kill('SIGKILL'))]);
  };
  return {
    port,
    log,
    async stop() {
      await stop(smsc);
      await stop(bearerbox);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
