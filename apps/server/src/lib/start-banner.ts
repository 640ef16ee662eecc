/**
 * The lines `npm start` (and any start) ends with, for the person at the terminal: where the server answers, how to
 * sign in (the first platform administrator's generated password is shown this once; the demo's at every start),
 * where its data lives and how to stop it. The JSON log lines above it are for machines.
 */
export function startBanner(o: {
  version: string;
  address: string;
  /** The embedded database's folder, or a PostgreSQL URL (its password is never shown). */
  data: { dataDir: string; databaseUrl?: string };
  firstAdmin?: { email: string; password: string };
  demo?: { password: string; fromEnvironment: boolean };
}): string {
  const where = o.data.databaseUrl
    ? (() => {
        const url = new URL(o.data.databaseUrl);
        return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname} (files and keys: ${o.data.dataDir})`;
      })()
    : `${o.data.dataDir} (embedded database, uploads, keys; npm run backup takes it all)`;
  const lines = [
    `Gathering ${o.version} is running: ${o.address}`,
    `  API documentation ${o.address}/docs, health ${o.address}/readyz`,
  ];
  if (o.firstAdmin)
    lines.push(
      `  Platform administrator: ${o.firstAdmin.email} / ${o.firstAdmin.password}`,
      '    (shown once: note it now, or set PLATFORM_ADMIN_PASSWORD to choose it)',
    );
  if (o.demo)
    lines.push(
      `  Demo accounts: demo-platform, demo-admin, demo-member / ${o.demo.fromEnvironment ? 'DEMO_PASSWORD' : o.demo.password}`,
    );
  lines.push(`  Data: ${where}`, '  Stop: Ctrl+C (or SIGTERM): requests in flight finish first.');
  return `\n${lines.join('\n')}\n`;
}
