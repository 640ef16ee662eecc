#!/usr/bin/env node
/**
 * bench:reach (issue 21): the console and the public pages as an administrator on a geostationary satellite link
 * (600 ms round trip, 1 Mbit/s down, 256 kbit/s up) and on 3G (300 ms, 1.6 Mbit/s, 768 kbit/s) sees them, in
 * Chromium with its own network emulation (DevTools' Network.emulateNetworkConditions: every request waits the
 * round trip, every byte the bandwidth), over HTTP/1.1 on loopback, against the built server with the demo data.
 * Cold = an empty browser cache; warm = the same browser again. Prints each figure against its target. The member web
 * app's part (issue 35) is reach-member.mjs.
 *
 * Usage: npm run build && npm run bench:reach [-- --profile satellite|3g|both] [--only console|public|member]
 *        [--waterfall]
 */
// The checks given to page.waitForFunction run in the page, where `document` is.
/* global document */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import {
  DEMO_PASSWORD,
  PLATFORM_ADMIN_PASSWORD,
  root,
  serverArgs,
  serverDir,
  serverEnv,
} from '../helpers/server-env.mjs';
import { onScreen, openPage, PROFILES, table, timed, visibleText } from './reach-kit.mjs';
import { memberPart } from './reach-member.mjs';

const { values: args } = parseArgs({
  options: {
    profile: { type: 'string', default: 'both' },
    // typist, filled or both (the default).
    person: { type: 'string', default: 'both' },
    only: { type: 'string' },
    // Prints the requests made between Login pressed and the dashboard's data, with their times: the waterfall.
    waterfall: { type: 'boolean', default: false },
  },
});
const READING_MS = 8000;
const TYPING_MS = 110;
/**
 * Two people sign in (issue 40 #1). The typist types both fields (25 characters, 110 ms a key: about 3 s) while the
 * console loads behind the page. The browser's password manager fills the fields as soon as the page is usable and
 * the person presses Login a second later: the console's code, the first screen's and the dashboard's data all
 * come after the press.
 */
const PEOPLE = {
  typist: async (page) => {
    await page.getByLabel('Username or E-mail').pressSequentially('demo-admin', { delay: TYPING_MS });
    await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD, { delay: TYPING_MS });
  },
  filled: async (page, usableAt) => {
    await page.getByLabel('Username or E-mail').fill('demo-admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.waitForTimeout(Math.max(0, usableAt + FILLED_PRESS_MS - performance.now()));
  },
};
const FILLED_PRESS_MS = 1000;
const TARGETS = {
  loginUsableCold: 3000,
  dashboardCold: 4000,
  dashboardWarm: 1500,
  navigationWarm: 1500,
  publicCold: 2500,
  publicBytes: 60 * 1024,
};

for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js'])
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'gathering-bench-reach-'));
process.stderr.write('starting the built server with the demo platform (seeding takes a minute)\n');
const server = spawn(process.execPath, serverArgs, {
  cwd: serverDir,
  env: serverEnv(port, dataDir, DEMO_PASSWORD, PLATFORM_ADMIN_PASSWORD),
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stopServer);

for (let ready = false, deadline = Date.now() + 240_000; !ready;) {
  if (Date.now() > deadline) throw new Error('the server was not ready in 4 minutes');
  await new Promise((r) => setTimeout(r, 500));
  ready = await fetch(`${base}/health`).then(
    (r) => r.ok,
    () => false,
  );
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });

const loginUsable = visibleText('button', 'Login');
// The dashboard's "Active members" tile (a region) showing its count.
const dashboardData = (page) =>
  onScreen(page, () =>
    [...document.querySelectorAll('section[aria-label="Active members"]')].some((s) =>
      /\d/.test(s.textContent),
    ),
  );

/** The person fills the form their way (`usableAt`: when the page became usable), then Login is pressed. */
async function signIn(page, label, person, usableAt) {
  await PEOPLE[person](page, usableAt);
  const t0 = performance.now();
  const requests = [];
  const onRequest = (r) => requests.push({ r, at: performance.now() - t0 });
  if (args.waterfall) page.on('request', onRequest);
  const ms = await timed(
    () => page.getByRole('button', { name: 'Login' }).click(),
    () => dashboardData(page),
  );
  if (args.waterfall) {
    page.off('request', onRequest);
    process.stderr.write(`  waterfall, ${label}:\n`);
    for (const { r, at } of requests) {
      const end = await r.response().then(
        () => r.timing().responseEnd,
        () => -1,
      );
      const path = new URL(r.url()).pathname;
      process.stderr.write(
        `    ${at.toFixed(0).padStart(5)} ms +${end.toFixed(0).padStart(5)}  ${r.method()} ${path}\n`,
      );
    }
  }
  return ms;
}

/** Console screens reached from the navigation, each done when its address changed and its data is on screen. */
const screen = (heading, rows) => async (p) => {
  await visibleText('h1', heading)(p);
  if (rows) await onScreen(p, () => document.querySelector('main table tbody tr') !== null);
};
const NAVIGATIONS = [
  { link: 'Users', url: /\/admin\/users/, done: screen('Users', true) },
  { link: 'Groups', url: /\/admin\/groups/, done: screen('Groups', true) },
  { link: 'Notifications', url: /\/admin\/notifications/, done: screen('Notifications', true) },
  { link: 'Analytics', url: /\/admin\/analytics/, done: screen('Analytics') },
  { link: 'Dashboard', url: /\/admin\/dashboard/, done: dashboardData },
];

/**
 * Public pages, each cold, done when its own words are on screen: its action's button, or the heading of its
 * outcome (not the header's language buttons, which show before the page has its data).
 */
const PUBLIC = [
  {
    name: 'password reset request',
    path: '/reset-request',
    done: visibleText('button', 'Request Password Reset'),
  },
  {
    name: 'password reset',
    path: '/password-reset/not-a-real-token',
    done: visibleText('h1', 'Invalid Reset Token'),
  },
  {
    name: 'e-mail verification',
    path: '/email-verification/not-a-real-token',
    done: visibleText('h1', 'Error Trying To Verify User'),
  },
  {
    name: 'account deletion',
    path: '/user-delete/demo-nation',
    done: visibleText('button', 'Request User Deletion'),
  },
  {
    name: 'privacy policy',
    path: '/privacy-policy/demo-nation',
    done: visibleText('h2', 'Privacy Policy'),
  },
];

/** The bytes and requests received from Login pressed to the dashboard's data. */
const after = (received) =>
  `, ${(received.bytes / 1024).toFixed(0)} KB in ${received.requests} requests after the press`;

const out = table();
const { row } = out;

try {
  for (const [name, profile] of Object.entries(PROFILES)) {
    if (args.profile !== 'both' && args.profile !== name) continue;
    const wanted = (part) => !args.only || args.only === part;
    if (wanted('console'))
      for (const person of Object.keys(PEOPLE))
        if (args.person === 'both' || args.person === person) await consolePart(name, profile, person);
    if (wanted('public')) await publicPart(name, profile);
    if (wanted('member')) await memberPart({ browser, base, name, profile, out });
  }
} finally {
  await browser.close();
  console.log(out.rows.join('\n'));
  stopServer();
}

/** The login page, signing in, the console's navigations (the typist's run), cold then warm. */
async function consolePart(name, profile, person) {
  process.stderr.write(`[${name}] console, ${person}, cold then warm\n`);
  const context = await browser.newContext({ baseURL: base, locale: 'en-CA' });
  const { page, cdp, bytes, resetBytes } = await openPage(context, profile);
  await cdp.send('Network.clearBrowserCache');
  const coldStart = performance.now();
  const loginCold = await timed(
    () => page.goto('/', { waitUntil: 'commit' }),
    () => loginUsable(page),
  );
  const usableCold = coldStart + loginCold;
  // The typist's 3 s let the page load the rest; the filled form's press comes before that.
  if (person === 'typist') {
    await page.waitForLoadState('networkidle');
    row(
      name,
      'login page usable, cold',
      loginCold,
      TARGETS.loginUsableCold,
      `, ${(bytes().bytes / 1024).toFixed(0)} KB`,
    );
  }
  resetBytes();
  const cold = await signIn(page, `${person}, cold`, person, usableCold);
  row(name, `${person}: Login -> dashboard data, cold`, cold, TARGETS.dashboardCold, after(bytes()));
  if (person !== 'typist') {
    await page.waitForTimeout(READING_MS);
    return warmSignIn(name, page, person, bytes, resetBytes, context);
  }
  // A person reads the dashboard a few seconds before a first click: the console loads the navigation's
  // screens meanwhile (app/routes/prefetch-screens.ts).
  await page.waitForTimeout(READING_MS);
  let slowest = 0;
  for (const nav of NAVIGATIONS) {
    const ms = await timed(
      () => page.getByRole('navigation').getByRole('link', { name: nav.link, exact: true }).first().click(),
      async () => {
        await page.waitForURL(nav.url);
        await nav.done(page);
      },
    );
    slowest = Math.max(slowest, ms);
    process.stderr.write(`  ${nav.link}: ${ms.toFixed(0)} ms\n`);
  }
  row(name, `slowest console navigation, warm (${NAVIGATIONS.length})`, slowest, TARGETS.navigationWarm);
  await warmSignIn(name, page, person, bytes, resetBytes, context);
}

async function warmSignIn(name, page, person, bytes, resetBytes, context) {
  // Warm: signed out, the same browser (its cache) opens the login page again and signs in.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await loginUsable(page);
  resetBytes();
  const warmStart = performance.now();
  const loginWarm = await timed(
    () => page.goto('/', { waitUntil: 'commit' }),
    () => loginUsable(page),
  );
  if (person === 'typist') {
    await page.waitForLoadState('networkidle');
    row(
      name,
      'login page usable, warm',
      loginWarm,
      TARGETS.loginUsableCold,
      `, ${(bytes().bytes / 1024).toFixed(0)} KB`,
    );
  }
  resetBytes();
  const warm = await signIn(page, `${person}, warm`, person, warmStart + loginWarm);
  row(name, `${person}: Login -> dashboard data, warm`, warm, TARGETS.dashboardWarm, after(bytes()));
  await context.close();
}

/** Each public page in a browser of its own, cold. */
async function publicPart(name, profile) {
  process.stderr.write(`[${name}] public pages, cold\n`);
  for (const p of PUBLIC) {
    const ctx = await browser.newContext({ baseURL: base, locale: 'en-CA' });
    const open = await openPage(ctx, profile);
    await open.cdp.send('Network.clearBrowserCache');
    const ms = await timed(
      () => open.page.goto(p.path, { waitUntil: 'commit' }),
      () => p.done(open.page),
    );
    await open.page.waitForLoadState('networkidle');
    const kb = open.bytes().bytes / 1024;
    row(
      name,
      `${p.name} usable, cold`,
      ms,
      TARGETS.publicCold,
      `, ${kb.toFixed(0)} KB (target <= ${TARGETS.publicBytes / 1024} KB: ${kb * 1024 <= TARGETS.publicBytes ? 'met' : 'MISSED'})`,
    );
    await ctx.close();
  }
}
