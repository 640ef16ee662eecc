import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadExistingConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ArchiveError } from './archive';
import { backup, BackupError } from './backup';
import { ToolError } from './postgres-tools';
import { restore, RestoreError } from './restore';
import { auditVerify, describeChain } from './audit-verify';
import { NoGatheringDataError } from './gathering-data';
import { runCommunityImport } from './community-import-command';
import { ImportError } from './community-import';

/**
 * The operator's commands, built beside the server (dist/ops.js; `npm run backup` / `npm run restore` run it):
 *   backup --out FILE [--passphrase-file F]       while the server serves
 *   restore FILE [--passphrase-file F] [--force]  with the server stopped
 *   audit-verify                                  while the server serves (the audit trail's hash chains)
 *   community-import FILE [--passphrase-file F]   a community's export, beside the others (server stopped on PGlite)
 * They read the server's own configuration (environment and .env). The passphrase comes from BACKUP_PASSPHRASE or
 * a file, never the command line (which every user of the machine can read in the process list).
 */
const USAGE = `Usage:
  npm run backup -- --out FILE [--passphrase-file FILE]
  npm run restore -- FILE [--passphrase-file FILE] [--force]
  npm run audit:verify
  npm run community:import -- FILE [--passphrase-file FILE]
The passphrase (optional) may also come from BACKUP_PASSPHRASE.`;

/** A mistake in the command line or its files, in a sentence. */
class UsageError extends Error {}

function passphraseOf(file: string | undefined): string | undefined {
  if (!file) return process.env.BACKUP_PASSPHRASE || undefined;
  try {
    return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  } catch {
    throw new UsageError(`The passphrase file ${file} cannot be read.`);
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || 'none';

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        'passphrase-file': { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  // Nothing is created by reading it: no DATA_DIR, no secret (a backup refuses what is missing).
  const { config, missing } = loadExistingConfig();
  const passphrase = passphraseOf(values['passphrase-file']);
  if (command === 'backup' && values.out && positionals.length === 0) {
    const out = resolve(values.out);
    // Interrupted (a nightly job's timeout, Ctrl-C): the unfinished file goes with it.
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        rmSync(`${out}.partial`, { force: true });
        console.error('The backup was interrupted: no backup was written.');
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    const r = await backup(config, out, passphrase, missing);
    console.log(
      `Backup written to ${r.path}: ${mb(r.bytes)}, the ${r.engine === 'pglite' ? 'embedded' : 'PostgreSQL'} database and ${r.files} files, in ${r.seconds.toFixed(1)} s${passphrase ? ', encrypted' : ''}.`,
    );
    if (r.missingFiles.length)
      console.log(
        `${r.missingFiles.length} files named by the database were gone: ${r.missingFiles.join(', ')}`,
      );
    return 0;
  }
  if (command === 'community-import' && positionals.length === 1 && !values.out) {
    console.log(await runCommunityImport(config, resolve(positionals[0]), passphrase));
    return 0;
  }
  if (command === 'restore' && positionals.length === 1 && !values.out) {
    const r = await restore(config, resolve(positionals[0]), { passphrase, force: values.force });
    console.log(
      `Restored the backup of ${r.takenAt} into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`,
    );
    console.log(`  rows: ${list(r.counts)}; files: ${r.files}; in ${r.seconds.toFixed(1)} s`);
    console.log(`  jobs that will run when the server starts: ${list(r.jobs.waiting)}`);
    const notSent = Object.values(r.jobs.due).reduce((a, b) => a + b, 0) + r.jobs.running;
    if (notSent || r.notificationsNotSent)
      console.log(
        `  not sent again (the original server may have done them): ${r.notificationsNotSent} notifications; jobs ${list(r.jobs.due)}${r.jobs.running ? `, ${r.jobs.running} running at the backup` : ''}`,
      );
    if (!r.encrypted)
      console.log(
        '  The backup was not encrypted: its checksums show it is whole, not that nobody changed it. Only an encrypted backup (with a passphrase) is authenticated.',
      );
    console.log('Start the server (npm start): it serves under its own PUBLIC_URL.');
    return 0;
  }
  if (command === 'audit-verify' && positionals.length === 0) {
    const chains = await auditVerify(config);
    const cp = chains.checkpoints!;
    console.log(
      cp.kept
        ? `Held to ${cp.kept} signed checkpoints in ${cp.location}.`
        : `No signed checkpoint in ${cp.location}: only each chain's own links are checked.`,
    );
    if (cp.ignored.length)
      console.log(`Ignored (their signature does not verify with this key): ${cp.ignored.join(', ')}.`);
    for (const c of chains) console.log(describeChain(c));
    const broken = chains.filter((c) => !c.ok).length;
    console.log(
      broken
        ? `${broken} of ${chains.length} chains are broken.`
        : `OK: ${chains.length} chains, ${chains.reduce((n, c) => n + c.rows, 0)} rows, intact.`,
    );
    return broken ? 1 : 0;
  }
  console.error(USAGE);
  return 2;
}

// A command whose work stopped half way without an error (a stream that never ended, and nothing left to run) must
// not exit 0 as if it had succeeded: a nightly backup job would report success for months.
let settled = false;
process.once('beforeExit', () => {
  if (settled) return;
  console.error(
    'The command stopped before it finished (a defect: please report it). Nothing it reported is done.',
  );
  process.exit(70);
});

run(process.argv.slice(2)).then(
  (code) => {
    settled = true;
    process.exit(code);
  },
  (err: unknown) => {
    settled = true;
    // Sentences an operator acts on; anything else is a defect and keeps its stack.
    const known = [
      ConfigError,
      BackupError,
      RestoreError,
      ArchiveError,
      ToolError,
      DataDirLockedError,
      NoGatheringDataError,
      ImportError,
      UsageError,
    ];
    console.error(known.some((k) => err instanceof k) ? (err as Error).message : err);
    process.exit(1);
  },
);
