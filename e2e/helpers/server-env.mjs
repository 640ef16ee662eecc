// What the journeys' server runs with (start-server.mjs) and what a seeded template is made with
// (seed-template.mjs): they must agree, or the template's stored addresses and passwords would not fit.
import { fileURLToPath } from 'node:url';

// The demo accounts' passwords (the journeys sign in with them).
export const DEMO_PASSWORD = 'demo-password-123';
export const PLATFORM_ADMIN_PASSWORD = 'platform-password-123';
// Where the journeys' server says its data lives (the "Your data" page shows it).
export const DATA_REGION = 'Canada (e2e)';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const serverDir = `${root}apps/server`;
// The built server, one process (as npm start runs it), so SIGTERM reaches it and it drains. `npm test` builds it
// (npm run build -w apps/server) before the journeys.
export const serverArgs = ['--enable-source-maps', 'dist/main.js'];

export function serverEnv(port, dataDir, demoPassword, adminPassword) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_PASSWORD: demoPassword,
    PLATFORM_ADMIN_PASSWORD: adminPassword,
    // Stored with every uploaded file's address: a template only fits a server on the same port.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every journey's browser is a new device on one address (127.0.0.1): the member app's journeys of one language
    // make more than the 20 new guests an hour a real address gets (French once met the limit mid-run).
    GUEST_JOINS_PER_ADDRESS: '1000',
    DATA_REGION,
    // The demo's CAP feed simulator on this loopback port (helpers/env.ts picks it): an allowed source.
    ...(process.env.E2E_CAP_PORT ? { CAP_SIMULATOR_PORT: process.env.E2E_CAP_PORT } : {}),
  };
  // The demo platform is only seeded on the embedded database.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}
