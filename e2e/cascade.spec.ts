import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { BASE_URL, DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { expectBadgesWhole, expectNoSidewaysScroll } from './helpers/layout';
import { compose } from './helpers/notifications';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Issue 36's journey: Northern Lights Métis Nation's cascade texts and calls through the Twilio-compatible simulator
// this spec starts (its receipts, the SMS reply and the key press come back signed, as a provider's would). The
// administrator sends the alert from the console; one person confirms by replying "1", one by pressing 1 on the
// call; the alert page shows them confirmed; the call sheet PDF names the one left; a check-in is recorded. The
// policy covers road closures only, an alert type no other journey sends, so the community's other journeys
// (content languages, CAP) never start a cascade.
const ACCOUNT = 'AC-e2e';
const TOKEN = 'e2e-simulated-auth-token';
const SMS_FROM = '+12045550190';
const VOICE_FROM = '+12045550191';
const TEXTER = '+12049478101';
const CALLED = '+12049478202';
const SILENT = '+12049478303';

/**
 * The server's SMS and voice simulator (apps/server/src/dev/sms-simulator), loaded by its path: its module graph
 * reaches the server's Fastify declarations, which this project's type check does not hold. What the journey uses:
 */
interface SimMessage {
  kind: 'SMS' | 'CALL';
  to: string;
  body: string;
  twiml: string;
}
interface SmsSimulator {
  url: string;
  messages: SimMessage[];
  reply(
    account: string,
    inbound: string,
    from: string,
    to: string,
    body: string,
  ): Promise<{ status: number }>;
  press(call: SimMessage, digits: string): Promise<{ status: number }>;
  close(): Promise<void>;
}
const SIMULATOR = '../apps/server/src/dev/sms-simulator/index.ts';
const startSmsSimulator = async (opts: object): Promise<SmsSimulator> =>
  ((await import(SIMULATOR)) as { startSmsSimulator(o: object): Promise<SmsSimulator> }).startSmsSimulator(
    opts,
  );

test.describe.configure({ timeout: 150_000, mode: 'serial' });

interface Person {
  id: string;
  fullName: string;
}

let sim: SmsSimulator;
let providerId: string;
let communityName: string;
let texter: Person;
let called: Person;
let silent: Person;
let responder: Person;

test.beforeAll(async ({ request }) => {
  // Delivery receipts come by themselves, as a provider's would, a moment after each hand-over.
  sim = await startSmsSimulator({ accounts: { [ACCOUNT]: TOKEN }, autoReceipts: { afterMs: 300 } });
  const admin = await apiLogin(request, 'northern-admin', DEMO_PASSWORD);
  const ok = async <T = unknown>(res: Awaited<ReturnType<typeof request.get>>): Promise<T> => {
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  communityName = (
    await ok<{ community: { name: string } }>(await request.get('/v1/users/me', { headers: admin }))
  ).community.name;
  const members = (
    await ok<{ data: (Person & { status: string; role: string })[] }>(
      await request.get('/v1/members', {
        headers: admin,
        params: { limit: 100, filter: 'fullName', dir: 'asc' },
      }),
    )
  ).data;
  // People found on the page by their name: only names no one else in the community has.
  const unique = (m: Person) => members.filter((o) => o.fullName === m.fullName).length === 1;
  const active = members.filter((m) => m.status === 'ACTIVE' && m.role === 'MEMBER' && unique(m));
  [texter, called, silent, responder] = active;
  const contacts = (m: Person, data: object) =>
    request.put(`/v1/members/${m.id}/contacts`, { headers: admin, data }).then(ok);
  await contacts(texter, { channels: [{ kind: 'MOBILE', value: TEXTER }] });
  await contacts(called, { channels: [{ kind: 'LANDLINE', value: CALLED }] });
  await contacts(silent, {
    channels: [{ kind: 'MOBILE', value: SILENT }],
    address: '7 Lakeshore Drive',
    householdNotes: 'Dog in the yard',
  });
  await ok(
    await request.put('/v1/notifications/cascade/policy', {
      headers: admin,
      data: {
        enabled: true,
        alertTypes: ['ROAD_CLOSURE'],
        steps: [
          { channel: 'PUSH', afterMinutes: 0 },
          { channel: 'SMS', afterMinutes: 0 },
          { channel: 'VOICE', afterMinutes: 0 },
        ],
        cycles: 1,
        cycleAfterMinutes: 30,
        receiptTimeoutSeconds: 120,
      },
    }),
  );
  providerId = (
    await ok<{ data: { id: string }[] }>(
      await request.post('/v1/notifications/cascade/providers', {
        headers: admin,
        data: {
          kind: 'TWILIO',
          name: 'Simulator',
          baseUrl: sim.url,
          accountSid: ACCOUNT,
          secret: TOKEN,
          smsSegmentCost: 0.01,
          voiceMinuteCost: 0.02,
          senders: [
            { kind: 'LONG_CODE', address: SMS_FROM, perSecond: 5 },
            { kind: 'VOICE', address: VOICE_FROM, perSecond: 5 },
          ],
        },
      }),
    )
  ).data[0].id;
  await ok(
    await request.put('/v1/notifications/cascade/responders', {
      headers: admin,
      data: { responders: [{ membershipId: responder.id }] },
    }),
  );
});

test.afterAll(async () => {
  await sim?.close();
});

const person = (page: Page, p: Person) => page.getByRole('article', { name: p.fullName });

async function showState(page: Page, state: string) {
  await page.getByRole('combobox', { name: t('notifications:cascade.filter') }).click();
  await page.getByRole('option', { name: state, exact: true }).click();
}

test('an alert goes on by SMS and voice, people confirm, the call sheet is printed, a check-in is recorded', async ({
  page,
}) => {
  const title = `Road closed ${Date.now()}`;
  await uiLogin(page, 'northern-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const form = await compose(page, title, 'Highway 6 is closed at the bridge; use the east road.');
  await form.getByRole('switch', { name: t('notifications:compose.emergency') }).check();
  await form.getByPlaceholder(t('notifications:compose.chooseAlertType')).click();
  await page.getByRole('option', { name: t('notifications:alert.types.ROAD_CLOSURE') }).click();
  await form.getByRole('button', { name: t('notifications:compose.sendNow') }).click();
  const dialog = page.getByRole('dialog', { name: t('notifications:review.alertTitle') });
  await dialog
    .getByRole('textbox', { name: t('notifications:review.typeName', { name: communityName }) })
    .fill(communityName);
  await dialog.getByRole('button', { name: t('notifications:review.confirmAlert') }).click();
  await expect(page).toHaveURL(/\/admin\/notifications\/[0-9a-f-]{36}$/);

  // The cascade texts the mobiles and calls the landline through the simulator.
  const sent = (to: string, kind: 'SMS' | 'CALL') => sim.messages.find((m) => m.to === to && m.kind === kind);
  await expect
    .poll(() => Boolean(sent(TEXTER, 'SMS') && sent(SILENT, 'SMS')), { timeout: 60_000 })
    .toBe(true);
  await expect.poll(() => Boolean(sent(CALLED, 'CALL')), { timeout: 60_000 }).toBe(true);
  expect(sent(TEXTER, 'SMS')!.body).toContain(title);
  expect(sent(CALLED, 'CALL')!.twiml).toContain('<Gather');

  // One replies "1" to the text, one presses 1 on the call: the signed callbacks the provider would send.
  const inbound = `${BASE_URL}/v1/public/cascade/providers/${providerId}/inbound`;
  expect((await sim.reply(ACCOUNT, inbound, TEXTER, SMS_FROM, '1')).status).toBe(200);
  expect((await sim.press(sent(CALLED, 'CALL')!, '1')).status).toBe(200);

  // The page follows the cascade by itself: both confirmed, each by their own way.
  const cascade = page.getByRole('region', { name: t('notifications:cascade.title') });
  await expect(cascade.getByTestId('via-SMS')).toContainText('1', { timeout: 30_000 });
  await expect(cascade.getByTestId('via-VOICE')).toContainText('1', { timeout: 30_000 });
  await showState(page, t('notifications:cascade.states.CONFIRMED'));
  await expect(person(page, texter).getByTestId('person-state')).toHaveText(
    t('notifications:cascade.states.CONFIRMED'),
  );
  await expect(person(page, texter)).toContainText(t('notifications:cascade.via.SMS'));
  await expect(person(page, called)).toContainText(t('notifications:cascade.via.VOICE'));
  await expect(person(page, silent)).toHaveCount(0);
  await expectAccessible(page);

  // The responders' call sheet: a PDF naming the one nobody reached yet, with their household.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    cascade.getByRole('button', { name: t('notifications:cascade.callSheet') }).click(),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-call-sheet-'));
  await download.saveAs(join(dir, 'sheet.pdf'));
  execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'sheet.pdf'), join(dir, 'sheet.txt')]);
  const text = readFileSync(join(dir, 'sheet.txt'), 'utf8');
  expect(text).toContain(silent.fullName);
  expect(text).toContain(responder.fullName);
  expect(text).toContain('7 Lakeshore Drive');
  expect(text).toContain('Dog in the yard');
  expect(text).not.toContain(texter.fullName);

  // The responder found them at home: the check-in is recorded, confirms them, and shows on the page.
  await showState(page, t('notifications:cascade.allStates'));
  await page.getByRole('textbox', { name: t('notifications:cascade.search') }).fill(silent.fullName);
  const card = person(page, silent);
  await card.getByRole('button', { name: t('notifications:cascade.checkIn') }).click();
  const checkIn = page.getByRole('dialog', {
    name: t('notifications:cascade.checkInTitle', { name: silent.fullName }),
  });
  await checkIn.getByRole('radio', { name: t('notifications:cascade.outcomes.REACHED_IN_PERSON') }).check();
  await checkIn
    .getByRole('textbox', { name: t('notifications:cascade.note') })
    .fill('Safe, staying with family');
  await checkIn.getByRole('button', { name: t('notifications:cascade.record') }).click();
  await expect(checkIn).toBeHidden();
  await expect(card.getByTestId('last-check-in')).toContainText(
    t('notifications:cascade.outcomes.REACHED_IN_PERSON'),
  );
  await expect(card.getByTestId('last-check-in')).toContainText('Safe, staying with family');
  await expect(card.getByTestId('person-state')).toHaveText(t('notifications:cascade.states.CONFIRMED'));
  await expect(cascade.getByTestId('via-RESPONDER')).toContainText('1');
  await screenshot(page, 'cascade-alert');
  // The alert page with its cascade, as every screen is judged: badges whole, axe, and a phone's 390 px.
  await expectBadgesWhole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
