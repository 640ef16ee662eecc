import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';
import { tabTo } from './helpers/keyboard';
import { receivedByDemoMember } from './helpers/notifications';
import { apiLogin } from './helpers/session';

// Issue 35: the member web app's notifications, emergency alerts and support tickets, in the run's language, on a
// phone's screen (390 × 844). demo-member reads in a browser with no push subscription of its own: their demo phone
// received the alert, and the browser acknowledges it for them. Every screen passes axe and never scrolls sideways.
const SLUG = 'demo-nation';
const COMMUNITY = 'Demo Nation';
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

/** A 1 × 1 PNG: what a member's screenshot is to the server (an image by its bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function judge(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
}

async function signIn(page: Page, next = '') {
  await page.goto(`/c/${SLUG}/sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel(t('member:auth.credential')).fill('demo-member');
  await page.getByLabel(t('member:auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('member:auth.signIn') }).click();
}

async function memberHeaders(request: APIRequestContext) {
  const res = await request.post('/app/v1/auth/sign-in', {
    data: { credential: 'demo-member', password: DEMO_PASSWORD, communitySlug: SLUG },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

test('a member acknowledges an emergency alert in the web app, and the alert page counts it', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const title = `Boil water ${Date.now()}`;
  const sent = await request.post('/v1/notifications', {
    headers: admin,
    data: {
      title,
      body: 'Boil tap water for one minute before drinking it.',
      kind: 'EMERGENCY',
      alertType: 'BOIL_WATER',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const id = (await sent.json()).id as string;
  // Delivered to demo-member's demo phone (the provider simulator): it is in what they received.
  await receivedByDemoMember(request, SLUG, id);
  const acknowledged = async () =>
    (
      (await (await request.get(`/v1/notifications/${id}`, { headers: admin })).json()) as {
        figures: { acknowledged: number };
      }
    ).figures.acknowledged;
  expect(await acknowledged()).toBe(0);

  await signIn(page);
  const alert = page.getByRole('article', { name: title });
  await expect(alert.getByRole('alert')).toContainText(t('member:alerts.types.BOIL_WATER'));
  await expect(alert.getByRole('alert')).toContainText('Boil tap water for one minute before drinking it.');
  await judge(page);

  // By keyboard: the skip link leads to the main content, whose first stop is the alert's Acknowledge. Signed in, the
  // focus is on the feed's heading (below the alert): the skip link is back up the page.
  const acknowledge = alert.getByRole('button', { name: t('member:alerts.acknowledge') });
  await tabTo(page, page.getByRole('link', { name: t('member:app.skip') }), { back: true });
  await page.keyboard.press('Enter');
  for (let i = 0; i < 10 && !(await acknowledge.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(acknowledge).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(
    t('member:alerts.thanks', { title }),
  );
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await judge(page);

  // The administrator's alert page counts it (each of demo-member's devices it reached), and the inbox says so.
  await expect.poll(acknowledged, { timeout: 30_000 }).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: t('member:app.nav') })
    .getByRole('link', { name: new RegExp(`^${t('member:inbox.nav')}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('member:inbox.title') })).toBeVisible();
  await expect(page).toHaveTitle(`${t('member:inbox.title')} · ${COMMUNITY}`);
  const entry = page.getByRole('main').getByRole('article', { name: new RegExp(title) });
  await expect(entry).toContainText(t('member:inbox.acknowledged'));
  await judge(page);
});

test('a member opens a ticket with a screenshot and reads the administrator’s answer', async ({
  page,
  request,
}) => {
  const message = `The boil-water map does not open (${Date.now()}).`;
  await signIn(page, '/support');
  await expect(page.getByRole('heading', { level: 1, name: t('member:support.title') })).toBeVisible();
  await judge(page);
  await page.getByRole('link', { name: t('member:support.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('member:support.new') })).toBeVisible();

  // Sent empty: the message says what it needs, and nothing leaves.
  await page.getByRole('button', { name: t('member:support.send') }).click();
  await expect(page.getByText(t('member:support.messageRequired'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('member:support.message') })).toBeFocused();
  await judge(page);

  await page
    .getByRole('combobox', { name: t('member:support.subject') })
    .selectOption({ label: t('member:support.type.APP_PROBLEM') });
  await page.getByRole('textbox', { name: t('member:support.message') }).fill(message);
  await page
    .getByLabel(t('member:support.screenshot'))
    .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: t('member:support.send') }).click();
  await expect(page.getByText(t('member:support.sent'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/c/${SLUG}/support/[0-9a-f-]+$`));
  const ticketId = page.url().split('/').at(-1)!;
  await expect(page.getByText(message)).toBeVisible();
  const shot = page.getByRole('img', { name: t('member:support.screenshotAlt', { n: 1 }) });
  await expect(shot).toBeVisible();
  // The screenshot really is an image the browser drew.
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(t('member:support.noAnswer'))).toBeVisible();
  await judge(page);

  // The community's administrator answers from the console's API.
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const answer = 'Thank you: the map is back. Try again now.';
  const posted = await request.post(`/v2/support/ticket/${ticketId}/comment`, {
    headers: admin,
    data: { message: answer, internal: false },
  });
  expect(posted.status(), await posted.text()).toBe(200);

  await page.reload();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByText(t('member:support.status.PENDING_MEMBER'))).toBeVisible();
  await page.getByRole('textbox', { name: t('member:support.answer') }).fill('It works now, thank you.');
  await page.getByRole('button', { name: t('member:support.answerSend') }).click();
  await expect(page.getByText(t('member:support.answerSent'))).toBeVisible();
  await expect(page.getByText('It works now, thank you.')).toBeVisible();
  await judge(page);

  // The list shows it, where it stands.
  await page.getByRole('link', { name: t('member:support.back') }).click();
  await expect(
    page.getByRole('link', { name: new RegExp(t('member:support.type.APP_PROBLEM')) }).first(),
  ).toBeVisible();
  await judge(page);
});

test('a member takes an event into their calendar and downloads a document', async ({ page, request }) => {
  const member = await memberHeaders(request);
  const feed = (await (await request.get('/app/v1/feed?offset=0&limit=100', { headers: member })).json()) as {
    data: {
      id: string;
      headline: string;
      feedItemType: string;
      dateTimes?: unknown[];
      attachment?: unknown;
    }[];
  };
  const event = feed.data.find((i) => i.feedItemType === 'EventItem' && i.dateTimes?.length);
  const document = feed.data.find((i) => i.feedItemType === 'DocumentItem' && i.attachment);
  expect(event, 'the demo feed has an event with dates').toBeTruthy();
  expect(document, 'the demo feed has a document').toBeTruthy();

  await signIn(page, `/items/${event!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event!.headline })).toBeVisible();
  await judge(page);
  const [calendar] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t('member:files.addToCalendar') }).click(),
  ]);
  expect(calendar.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readDownload(calendar);
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics.replace(/\r\n /g, '')).toContain(`/c/${SLUG}/items/${event!.id}`);

  await page.goto(`/c/${SLUG}/items/${document!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: document!.headline })).toBeVisible();
  await judge(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t('member:files.download') }).click(),
  ]);
  expect((await readDownload(file, 'binary')).length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: t('member:files.open') })).toHaveAttribute('target', '_blank');
});

async function readDownload(
  download: import('@playwright/test').Download,
  encoding: 'utf8' | 'binary' = 'utf8',
) {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString(encoding);
}
