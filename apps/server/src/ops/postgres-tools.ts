import { spawn } from 'node:child_process';

/**
 * pg_dump and psql, PostgreSQL's own tools, for the PostgreSQL engine's backups (Debian: postgresql-client). The
 * connection goes through libpq's environment (PGHOST, PGPASSWORD, …), never the command line, where any user of
 * the machine could read the password in the process list.
 */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PGHOST: url.searchParams.get('host') ?? decodeURIComponent(url.hostname),
    PGPORT: url.port || url.searchParams.get('port') || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

export class ToolError extends Error {}

/** Runs a PostgreSQL tool to the end; its error output becomes the error's message. */
export async function runTool(tool: 'pg_dump' | 'psql', args: string[], databaseUrl: string): Promise<void> {
  const child = spawn(tool, args, {
    env: { ...process.env, ...libpqEnv(databaseUrl) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new ToolError(
              `${tool} is missing: install PostgreSQL's client tools (Debian: apt install postgresql-client), at least the server's version.`,
            )
          : err,
      ),
    );
    child.on('close', resolve);
  });
  if (code !== 0) throw new ToolError(`${tool} failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`);
}
