// `npm run openapi`: writes apps/server/openapi.json from the zod route schemas (what GET /openapi.json serves).
// The file is committed so API changes show up in review; test/openapi.test.ts fails when it is stale.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** The document as committed: the routes do not touch the database to describe themselves. */
export async function renderOpenApi(database: Database): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-openapi-'));
  try {
    // A fixed configuration: nothing in the document may depend on the machine that generates it.
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'openapi-generation-only-secret-0123456789',
      PUBLIC_URL: 'http://localhost:8080',
      WEB_DIST: join(dataDir, 'no-web'),
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      return JSON.stringify(app.swagger(), null, 2) + '\n';
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const database = await openDatabase({ dataDir: null });
  try {
    writeFileSync(OPENAPI_FILE, await renderOpenApi(database));
    console.log(`wrote ${OPENAPI_FILE}`);
  } finally {
    await database.close();
  }
}
