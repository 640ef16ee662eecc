import { buildApp } from './app';
import { ConfigError, loadConfig, sessionUrl } from './config';
import { sharedFacts } from './shared-facts';
import { defaultPgliteDir, migrateDatabase, MigrationError, openDatabase } from './db/client';
import { currentRole, setServerRolePrivileges } from './db/audit-roles';
import { DataDirLockedError } from './db/data-dir-lock';
import { joinServerSet, ServerSetError, type ServerSetMembership } from './db/server-set';
import { describeDisagreement, zonesInUse } from './db/zone-rules';
import { isDatabaseUnavailable } from './lib/db-errors';
import { persistentSecret } from './lib/kept-secrets';
import { startBanner } from './lib/start-banner';
import { VERSION } from './lib/version';
import { DEFAULT_ZONE } from './lib/zoned-time';
import { ensurePlatformAdmin } from './modules/auth/first-administrator';
import { rewritePendingUserSearchText } from './modules/auth/user-search.repository';
import { writePendingItemSearchText } from './modules/content/search-text.repository';
import { capSigningKeys } from './modules/cap/cap.sign';
import { seedDemo } from './demo/demo';
import { serveOperations } from './ops/socket';

// How long a stopping server answers new requests 503 before it closes its listener (see app.drain).
const SHUTDOWN_DRAIN_MS = 1_000;

// start: config -> database -> migrations -> app -> listen -> queue workers
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let database;
  let serverSet: ServerSetMembership | undefined;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: defaultPgliteDir(config.dataDir),
      poolSize: config.poolSize,
      directUrl: config.databaseDirectUrl,
    });
    if (config.databaseOwnerUrl) {
      // The tables' owner migrates and sets what the server's own role may do (db/audit-roles.ts); the server then
      // works as a role that cannot switch off the audit trail's guards.
      const owner = await openDatabase({ url: config.databaseOwnerUrl });
      try {
        await migrateDatabase(owner);
        await setServerRolePrivileges(owner, await currentRole(database));
      } finally {
        await owner.close();
      }
    } else if (config.databaseDirectUrl) {
      // Behind a pooler, the schema changes go straight to PostgreSQL (DDL and its lock on one session).
      const direct = await openDatabase({ url: config.databaseDirectUrl, poolSize: 2 });
      try {
        await migrateDatabase(direct);
      } finally {
        await direct.close();
      }
    } else await migrateDatabase(database);
    // PostgreSQL: every process on the database holds the same secrets and file store, or this one stops here
    // naming what differs (db/server-set.ts).
    // CAP's signing key, when unset, is made now rather than at its first use: it is compared too.
    if (config.databaseUrl) {
      const capKey = await capSigningKeys({
        given: config.cap.signingKey,
        dataDir: config.dataDir,
        commonName: new URL(config.publicUrl).hostname,
        now: () => new Date(),
      })().catch((err: Error) => {
        throw new ConfigError(`Invalid configuration: ${err.message}`);
      });
      serverSet = await joinServerSet(sessionUrl(config)!, sharedFacts(config, capKey.privateKeyPem));
    }
  } catch (err) {
    // Sentences an operator acts on: another server holds the data folder, a named migration failed, or another
    // server on the database holds other secrets or files.
    if (
      err instanceof DataDirLockedError ||
      err instanceof ServerSetError ||
      err instanceof ConfigError ||
      (err instanceof MigrationError && !isDatabaseUnavailable(err))
    ) {
      console.error(err.message);
      await database?.close();
      process.exit(1);
    }
    throw err;
  }
  // Search texts written before migration 0027 (or by a writer that left them out), rewritten by the rules of
  // lib/search-text.ts in short batches before the server takes requests; nothing to do on later starts. A large
  // rewrite leaves as many dead rows in users, memberships and their indexes, which the embedded engine (no
  // autovacuum) would keep scanning: vacuumed once after.
  let people = 0;
  let items = 0;
  for (let n; (n = await rewritePendingUserSearchText(database.db)) > 0;) people += n;
  for (let n; (n = await writePendingItemSearchText(database.db)) > 0;) items += n;
  if (people > 0) await database.executeSql('vacuum analyze users, memberships');
  if (items > 0) await database.executeSql('vacuum analyze feed_items');
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  if (serverSet) app.addHook('onClose', () => serverSet.close());
  // The embedded database's online backups: `npm run backup` asks this server for a snapshot (ops/socket.ts).
  const operations = await serveOperations(config.dataDir, database, app.log);
  if (operations) app.addHook('onClose', () => operations.close());

  // Workers start before the demo seed: it queues the scheduled publishing of demo items. ROLE=api only sends
  // jobs; the work, and picking up what a killed process left, is the workers' (ROLE=worker or all).
  const works = config.role !== 'api';
  await app.queue.start({ work: works });
  if (works) {
    // Sends a stopped server left half done, scheduled pushes that fell due meanwhile, unconverted publish requests.
    await app.notifications.resume();
    // Members imports a killed server left RUNNING: resumed from their last batch (not after the queue's expiry).
    await app.imports.resume();
    await app.contactImports.resume();
    // Community exports a killed server was writing: started over (an archive is one stream), its files cleared.
    await app.exports.resume();
    // The alert cascade's ticks: cascades a stopped server left go on (hand-overs it left are never sent twice).
    app.cascade.start();
  }
  const admin = await ensurePlatformAdmin(database, {
    email: config.platformAdminEmail,
    password: config.platformAdminPassword,
    logger: app.log,
  });
  let demo: { password: string; fromEnvironment: boolean } | undefined;
  if (config.demo && database.kind === 'pglite') {
    const password = config.demoPassword ?? persistentSecret(config.dataDir, 'demo-password', 9);
    await seedDemo(database, { password, logger: app.log, config, queue: app.queue });
    demo = { password, fromEnvironment: Boolean(config.demoPassword) };
  }

  // Time-zone rules: a zone whose rules this server and the database disagree on is named here (and in /readyz).
  for (const d of await app.zoneRules.check(await zonesInUse(database, DEFAULT_ZONE)))
    app.log.warn(describeDisagreement(d));

  // Before listening: the port answers a moment before `listen` returns (Fastify's onListen hooks), and a SIGTERM
  // in that moment killed the process outright instead of stopping it (exit by signal, not 0).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, stopping the queue, closing the database');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      // New requests get 503 + Connection: close for a moment (a load balancer moves them elsewhere, keep-alive
      // clients hang up), in-flight requests finish; then the listener and remaining idle sockets close, the
      // queue finishes its running jobs (graceful stop), and the database closes.
      await app.drain(SHUTDOWN_DRAIN_MS);
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    startBanner({
      version: VERSION,
      address: config.publicUrl,
      data: { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
      firstAdmin: admin.generatedPassword
        ? { email: config.platformAdminEmail, password: admin.generatedPassword }
        : undefined,
      demo,
    }),
  );
}

main().catch((err) => {
  // PostgreSQL stopping (57P01) or out of reach while the server starts: a sentence, not a stack, and the exit a
  // supervisor restarts from (the unit after 5 s, compose at once) until the database answers again.
  if (isDatabaseUnavailable(err)) {
    let reason = err as Error;
    while (reason.cause instanceof Error) reason = reason.cause;
    console.error(
      `The database did not answer while the server was starting (${reason.message || (reason as { code?: string }).code}): it serves nothing. Start it again once the database answers; the systemd unit and compose do so by themselves.`,
    );
  } else console.error(err);
  process.exit(1);
});
