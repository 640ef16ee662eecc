import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD, MAIL_DIR } from './helpers/env';
import { t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';

// Issue 35: the member web app at /c/<slug>, in the run's language, on a phone's screen (390 × 844). A guest reads
// the feed and an item; a member signs in on a shared browser, reads, signs out, and the next person on that browser
// sees nothing of theirs. Every screen passes axe and never scrolls sideways.
const SLUG = 'demo-nation';
const COMMUNITY = 'Demo Nation';
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

interface FeedItem {
  id: string;
  headline: string;
}

/** The headlines a member reads on the feed's first page that a guest cannot read at all (asked of the API). */
async function membersOnly(request: APIRequestContext): Promise<FeedItem> {
  const guest = await request.post('/app/v1/guests/session', {
    data: { communitySlug: SLUG, deviceId: `e2e-web-guest-${Date.now()}`, platform: 'web' },
  });
  expect(guest.status(), await guest.text()).toBe(200);
  const guestAuth = { authorization: `Bearer ${(await guest.json()).guestToken}` };
  const member = await request.post('/app/v1/auth/sign-in', {
    data: { credential: 'demo-member', password: DEMO_PASSWORD, communitySlug: SLUG },
  });
  expect(member.status(), await member.text()).toBe(200);
  const memberAuth = { authorization: `Bearer ${(await member.json()).accessToken}` };
  const read = async (headers: Record<string, string>, limit: number) =>
    (
      (await (await request.get(`/app/v1/feed?offset=0&limit=${limit}`, { headers })).json()) as {
        data: FeedItem[];
      }
    ).data;
  const guestIds = new Set((await read(guestAuth, 100)).map((i) => i.id));
  const only = (await read(memberAuth, 20)).find((i) => !guestIds.has(i.id));
  expect(only, 'the demo feed has an item for members only on its first page').toBeTruthy();
  return only!;
}

/** The page at its best: no sideways scroll, no axe violation, no script refused by the CSP. */
async function judge(page: Page, refused: string[]) {
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(refused).toEqual([]);
}

function watchCsp(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test('a guest reads the feed and an item of the community’s web app', async ({ page }) => {
  const refused = watchCsp(page);
  const answer = await page.goto(`/c/${SLUG}`);
  // Its own document, with its boot script allowed by hash and nothing else inline.
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: COMMUNITY })).toBeVisible();
  await expect(page.getByText(t('member:auth.guest'))).toBeVisible();
  await expect(page).toHaveTitle(`${t('member:feed.title')} · ${COMMUNITY}`);
  const feed = page.getByRole('main').getByRole('list');
  const first = feed.getByRole('listitem').first().getByRole('heading', { level: 2 }).getByRole('link');
  await expect(first).toBeVisible();
  await judge(page, refused);

  const headline = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/c/${SLUG}/items/[0-9a-f-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await expect(page).toHaveTitle(`${headline} · ${COMMUNITY}`);
  await judge(page, refused);

  // Reloaded at the item's own address, the server answers with the app, which draws the item again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await page.getByRole('link', { name: t('member:item.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();

  // Nobody here: the app says so.
  await page.goto('/c/no-such-community');
  await expect(page.getByRole('heading', { level: 1, name: t('member:app.noCommunityTitle') })).toBeVisible();
  await judge(page, refused);
});

test('a member signs in on a shared browser, reads, signs out, and the next person sees nothing of theirs', async ({
  page,
  request,
  context,
}) => {
  const refused = watchCsp(page);
  const secret = await membersOnly(request);

  await page.goto(`/c/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: secret.headline })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: t('member:app.nav') })
    .getByRole('link', { name: t('member:auth.signIn') })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('member:auth.title', { community: COMMUNITY }) }),
  ).toBeVisible();
  await judge(page, refused);

  // Nothing typed: each field says what it needs.
  await page.getByRole('button', { name: t('member:auth.signIn') }).click();
  await expect(page.getByText(t('member:auth.credentialRequired'))).toBeVisible();
  await expect(page.getByLabel(t('member:auth.credential'))).toBeFocused();
  await judge(page, refused);
  await page.getByLabel(t('member:auth.credential')).fill('demo-member');
  await page.getByLabel(t('member:auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('member:auth.signIn') }).click();

  await expect(page.getByText(t('member:auth.member'), { exact: true })).toBeVisible();
  // The refresh token is a cookie the page's scripts cannot read, sent only to this community's session routes.
  const cookie = (await context.cookies()).find((c) => c.name === 'gathering_member');
  expect(cookie).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: `/app/v1/communities/${SLUG}/session`,
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('gathering_member');

  const link = page.getByRole('link', { name: secret.headline });
  await expect(link).toBeVisible();
  await judge(page, refused);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: secret.headline })).toBeVisible();
  await judge(page, refused);
  const itemUrl = page.url();

  // A reload keeps the member signed in: the access token is kept, renewed from the cookie when due.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: secret.headline })).toBeVisible();

  await page.getByRole('button', { name: t('member:auth.signOut') }).click();
  await expect(page.getByText(t('member:auth.signedOut'))).toBeVisible();
  await judge(page, refused);
  // Nothing of the member is left: no token, no kept copy, no cookie.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gathering.member.'))),
  ).toEqual([]);
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gathering-member:demo-nation');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve(0);
          const count = db.transaction('kept').objectStore('kept').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(kept).toBe(0);
  expect((await context.cookies()).filter((c) => c.name === 'gathering_member')).toEqual([]);

  // The next person on this browser: a guest, who reads nothing of the member's, even at the item's address.
  await page
    .getByRole('navigation', { name: t('member:app.nav') })
    .getByRole('link', { name: t('member:feed.title') })
    .click();
  await expect(page.getByText(t('member:auth.guest'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: secret.headline })).toHaveCount(0);
  await page.goto(itemUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: t('member:item.unavailableTitle') }),
  ).toBeVisible();
  await expect(page.getByText(secret.headline)).toHaveCount(0);
  await judge(page, refused);
});

/** The text of the e-mails to `to` written since `since` (the server's outbox: .eml files named by write time). */
async function mailTo(to: string, since: number): Promise<string[]> {
  const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter(
    (f) => f.endsWith('.eml') && Number(f.split('-')[0]) >= since,
  );
  const texts: string[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(join(MAIL_DIR, file)));
    const list = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
    if (list.some((a) => a.address?.toLowerCase() === to)) texts.push(mail.text ?? '');
  }
  return texts;
}

test('a member answers a form: each field checked before sending, the answers e-mailed to the community', async ({
  page,
  request,
}) => {
  const refused = watchCsp(page);
  const member = await request.post('/app/v1/auth/sign-in', {
    data: { credential: 'demo-member', password: DEMO_PASSWORD, communitySlug: SLUG },
  });
  const headers = { authorization: `Bearer ${(await member.json()).accessToken}` };
  const found = await request.get('/app/v1/feed?offset=0&limit=100', { headers });
  const form = ((await found.json()) as { data: (FeedItem & { feedItemType: string })[] }).data.find(
    (i) => i.feedItemType === 'FormItem' && i.headline === 'Post-secondary funding request',
  );
  expect(form, 'the demo has its post-secondary funding request form').toBeTruthy();

  await page.goto(`/c/${SLUG}/sign-in?next=${encodeURIComponent(`/items/${form!.id}`)}`);
  await page.getByLabel(t('member:auth.credential')).fill('demo-member');
  await page.getByLabel(t('member:auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('member:auth.signIn') }).click();
  await expect(page.getByRole('heading', { level: 1, name: form!.headline })).toBeVisible();
  const region = page.getByRole('region', { name: t('member:form.title') });
  await judge(page, refused);

  // Sent empty: the required fields say so, nothing leaves.
  await region.getByRole('button', { name: t('member:form.send') }).click();
  await expect(region.getByText(t('member:form.required'))).toHaveCount(2);
  await expect(region.getByRole('textbox', { name: /Full name/ })).toBeFocused();
  await judge(page, refused);

  const since = Date.now();
  const name = `Sam Cardinal ${since}`;
  await region.getByRole('textbox', { name: /Full name/ }).fill(name);
  await region.getByRole('textbox', { name: /E-mail/ }).fill('sam@');
  await region.getByLabel(/Program start/).fill('2026-09-01');
  await region.getByRole('textbox', { name: /Why this program/ }).fill('To teach our language.');
  await region.getByRole('button', { name: t('member:form.send') }).click();
  await expect(region.getByText(t('member:form.invalid.EMAIL'))).toBeVisible();
  await expect(region.getByRole('textbox', { name: /E-mail/ })).toBeFocused();
  await region.getByRole('textbox', { name: /E-mail/ }).fill('sam@example.org');
  await region.getByRole('button', { name: t('member:form.send') }).click();
  await expect(region.getByRole('status')).toHaveText(t('member:form.sent'));
  await judge(page, refused);

  // The band office gets the answers by e-mail.
  await expect
    .poll(async () => (await mailTo('office@example.org', since)).some((text) => text.includes(name)), {
      timeout: 20_000,
    })
    .toBe(true);
});

test('a guest creates an account and is signed in at once', async ({ page }) => {
  const refused = watchCsp(page);
  await page.goto(`/c/${SLUG}/sign-in`);
  await page.getByRole('link', { name: t('member:auth.signUp') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('member:auth.signUpTitle', { community: COMMUNITY }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('member:auth.signUp') }).click();
  await expect(page.getByText(t('member:auth.firstNameRequired'))).toBeVisible();
  await judge(page, refused);

  const stamp = Date.now();
  await page.getByLabel(t('member:auth.firstName'), { exact: true }).fill('Robin');
  await page.getByLabel(t('member:auth.lastName'), { exact: true }).fill('Bear');
  await page.getByLabel(t('member:auth.email'), { exact: true }).fill(`robin.${stamp}@example.org`);
  await page.getByLabel(t('member:auth.username'), { exact: true }).fill(`robin.${stamp}`);
  await page.getByLabel(t('member:auth.password'), { exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: t('member:auth.signUp') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();
  await expect(page.getByText(t('member:auth.member'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t('member:auth.signOut') })).toBeVisible();
  await judge(page, refused);
});
