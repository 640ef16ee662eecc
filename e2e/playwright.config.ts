import { defineConfig } from '@playwright/test';
import { BASE_URL, DATA_DIR, DEMO_PASSWORD, PLATFORM_ADMIN_PASSWORD, PORT } from './helpers/env';
import { BROWSER_LOCALE, LANG } from './helpers/i18n';

// Browser journeys against the real server and the built web app, in Debian's Chromium.

// The specs reckon "today", "yesterday" and "next month" with the runner's own Date, so the runner (and the workers,
// which inherit its environment) keeps the browser's zone: else the two disagree on the date for seven hours a day
// (at 00:20 UTC a job "closing yesterday" closed today in Edmonton, and the journey expecting a refusal failed).
// The server keeps the machine's zone, as it had before (noted once by the runner, then inherited by the workers).
const TIME_ZONE = 'America/Edmonton';
process.env.E2E_SERVER_TZ ??= process.env.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
process.env.TZ = TIME_ZONE;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One folder per run: Playwright empties it on start, and two runs may overlap on this shared machine.
  outputDir: `test-results/${LANG}-${PORT}`,
  // Generous for a shared two-core machine: under load a first page load can take several seconds.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  retries: 0,
  // Two workers on two cores; the journeys use separate accounts, and the deletion one runs last on its own.
  workers: 2,
  fullyParallel: false,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    // A failure keeps its screenshot; a trace (E2E_TRACE=1) is recorded only when asked for: recording one for every
    // journey, to keep the failing ones, cost a seventh of the run's CPU (its screencast most of it).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The app starts in the browser's language: each run (E2E_LANG=en|fr) sees the whole product in one language.
    locale: BROWSER_LOCALE,
    timezoneId: TIME_ZONE,
    // As a person who turned animations off: the app then draws no transitions or looping animations, which in
    // software-rendered headless Chromium cost more CPU than the journeys themselves (3 heavy journeys: 142 s -> 84 s).
    reducedMotion: 'reduce',
    // The console's service worker (issue 21) keeps the shell and assets: the journeys see the server's answers as
    // they are, without it. offline.spec.ts lets it run and checks the offline shell and the update prompt.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's build of Chromium's headless shell (package chromium-headless-shell): the same Blink and V8 as
      // /usr/bin/chromium without the desktop browser's compositor and UI, as Playwright itself uses for headless
      // runs. Three heavy journeys: browser CPU 97 -> 59 s, wall 85 -> 69 s.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: `chromium-${LANG}` }],
  webServer: {
    command: `node helpers/start-server.mjs ${PORT} ${DATA_DIR} ${DEMO_PASSWORD} ${PLATFORM_ADMIN_PASSWORD}`,
    url: `${BASE_URL}/health`,
    // Installing the migrations and seeding the demo platform on a fresh PGlite takes a while on two cores.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { TZ: process.env.E2E_SERVER_TZ },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
