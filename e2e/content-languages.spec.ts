import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { save } from './helpers/content';
import { expectButtonsWhole } from './helpers/layout';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Issue 23: a community adds a language of its own (Plains Cree, in syllabics), writes an item in it and publishes
// it; a member who reads Cree gets that version from the app API. northern-admin's community is touched by no
// other content journey (the e-mail change journey only renames its administrator's address).
const COMMUNITY = 'northern-lights-metis';
test.describe.configure({ timeout: 120_000 });

test('an administrator adds Plains Cree, writes an item in it and publishes it; a Cree reader gets that version', async ({
  page,
  request,
}) => {
  await uiLogin(page, 'northern-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/settings/community');
  const card = page.getByRole('region', { name: t('community-settings:languages.title') });
  await expect(card.getByText('English', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: t('community-settings:languages.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('community-settings:languages.addTitle') });
  await dialog.getByRole('textbox', { name: t('community-settings:languages.tag') }).fill('crk');
  await dialog.getByRole('textbox', { name: t('community-settings:languages.name'), exact: true }).click();
  // CLDR knows crk's script: it is filled in when the tag is left.
  await expect(dialog.getByRole('textbox', { name: t('community-settings:languages.script') })).toHaveValue(
    'Cans',
  );
  await dialog
    .getByRole('textbox', { name: t('community-settings:languages.name'), exact: true })
    .fill('ᓀᐦᐃᔭᐍᐏᐣ');
  await expectAccessible(page, { include: '[role=dialog]' });
  await dialog.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
  await expect(
    page.getByText(t('community-settings:languages.added', { name: 'ᓀᐦᐃᔭᐍᐏᐣ' })).first(),
  ).toBeVisible();
  await expect(card.getByText('ᓀᐦᐃᔭᐍᐏᐣ', { exact: true })).toHaveAttribute('lang', 'crk');
  // The languages card (the rest of the settings screen is judged by its own journeys).
  await expectAccessible(page, { include: 'section[aria-labelledby="community-languages-title"]' });
  await screenshot(page, 'admin-settings-languages');

  await page.goto('/admin/news/new');
  const tabs = page.getByRole('tablist', { name: t('content:languages.tabs') });
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill('Hello, relatives');
  await tabs.getByRole('tab', { name: /ᓀᐦᐃᔭᐍᐏᐣ/ }).click();
  const cree = page.getByRole('textbox', { name: t('content:fields.headline') });
  await expect(cree).toHaveAttribute('lang', 'crk');
  await cree.fill('ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ');
  await page.getByRole('textbox', { name: t('content:fields.tagline') }).fill('ᐊᐦᑳᐤ');
  await expect(tabs.getByRole('tab', { name: /ᓀᐦᐃᔭᐍᐏᐣ/ })).toContainText(
    t('content:languages.completion', { done: 2, total: 3 }),
  );
  await expectAccessible(page);
  await screenshot(page, 'content-editor-languages');
  // The body is in each language's tab: no empty card is left above Save (issue 40 #8).
  const cards = page.locator('form .mantine-Card-root');
  expect(await cards.evaluateAll((all) => all.filter((card) => !card.textContent?.trim()).length)).toBe(0);
  await expectButtonsWhole(page.locator('form'));
  // Before saving, the item as the member web app draws it, in each language it has (issue 35 item 5).
  await page.getByRole('button', { name: t('content:preview.open'), exact: true }).click();
  const preview = page.getByRole('dialog', { name: t('content:preview.title') });
  await preview
    .getByRole('radiogroup', { name: t('content:preview.language') })
    .getByText('ᓀᐦᐃᔭᐍᐏᐣ')
    .click();
  await expect(
    preview.locator('article[lang="crk"]').getByRole('heading', { name: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ' }),
  ).toHaveCount(2);
  await expectAccessible(page, { include: '[role=dialog]' });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  const id = await save(page, 'news');
  // Nothing but its headline in the item's own language: the item's page says so rather than draw an empty card.
  await expect(page.getByRole('region', { name: t('content:detail.content') })).toContainText(
    t('content:detail.onlyHeadline'),
  );
  await expectButtonsWhole(page.getByRole('main'));
  // The item's page shows each version as its readers get it (issue 40 #7): a switch of its languages.
  const content = page.getByRole('region', { name: t('content:detail.content') });
  const versions = content.getByRole('radiogroup', { name: t('content:detail.version') });
  await expect(versions.getByRole('radio')).toHaveCount(2);
  await versions.getByText('ᓀᐦᐃᔭᐍᐏᐣ', { exact: true }).click();
  const creeVersion = content.locator('[lang="crk"]').filter({ hasText: 'ᐊᐦᑳᐤ' });
  await expect(creeVersion.getByRole('heading', { level: 2, name: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ' })).toBeVisible();
  await expect(content).toContainText(
    t('content:detail.versionNote', { language: 'ᓀᐦᐃᔭᐍᐏᐣ', own: 'English' }),
  );
  await expectAccessible(page, { include: 'main section' });
  await screenshot(page, 'content-item-languages');
  await versions.getByText('English', { exact: true }).click();
  await expect(content).toContainText(t('content:detail.onlyHeadline'));

  // A member of the community whose phone reads Cree.
  const admin = await apiLogin(request, 'northern-admin', DEMO_PASSWORD);
  const members = await request.get('/v1/members?limit=20', { headers: admin });
  const member = (
    (await members.json()) as { data: { username: string; status: string; role?: string }[] }
  ).data.find((m) => m.status === 'ACTIVE' && m.role !== 'ADMIN')!;
  const signIn = await request.post('/app/v1/auth/sign-in', {
    data: { credential: member.username, password: DEMO_PASSWORD, communitySlug: COMMUNITY },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const phone = await request.put('/app/v1/devices', {
    headers: { authorization: `Bearer ${(await signIn.json()).accessToken}` },
    data: { platform: 'android', token: `e2e-crk-${Date.now()}`, locale: 'crk', timeZone: 'America/Regina' },
  });
  expect(phone.status(), await phone.text()).toBe(200);

  // Published with a push: its preview and its review show each language version, the review with the people
  // and phones that get it (issue 40 #7).
  await page.getByRole('button', { name: t('content:detail.main.publish'), exact: true }).click();
  const publish = page.getByRole('dialog');
  await publish.getByRole('radio', { name: t('content:access.MEMBERS') }).check();
  await publish.getByRole('switch', { name: t('content:publish.notification') }).check();
  const pushLanguages = publish.getByRole('radiogroup', { name: t('notifications:preview.language') });
  await pushLanguages.getByText('ᓀᐦᐃᔭᐍᐏᐣ', { exact: true }).click();
  const iphone = publish.getByRole('figure', { name: t('notifications:preview.ios') });
  await expect(iphone.getByText('ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ')).toHaveAttribute('lang', 'crk');
  await expect(iphone).toContainText('ᐊᐦᑳᐤ');
  await expectAccessible(page, { include: '[role=dialog]' });
  await publish.getByRole('button', { name: t('content:publish.submit'), exact: true }).click();
  const review = page.getByRole('dialog', { name: t('notifications:review.title') });
  const creeReach = review.getByRole('group', { name: 'ᓀᐦᐃᔭᐍᐏᐣ', exact: true });
  // One member: the phone now reads Cree, and so, since they had chosen no language, do the demo's phones of theirs.
  const oneMember = t('notifications:review.languageReach', {
    people: t('notifications:review.languageMembers', { count: 1, n: '1' }),
    devices: '|',
  }).split('|')[0];
  await expect(creeReach).toContainText(oneMember);
  await expect(creeReach.getByRole('figure', { name: t('notifications:preview.ios') })).toContainText(
    'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ',
  );
  await expect(review.getByRole('group', { name: 'English', exact: true })).toContainText('Hello, relatives');
  // The review alone: the publish dialog under it was judged above.
  await expectAccessible(page, { include: '[role=dialog]:has(#send-review-audience)' });
  await screenshot(page, 'content-publish-review-languages');
  await review.getByRole('button', { name: t('notifications:review.confirmPublish') }).click();
  await expect(page.getByText(t('content:publish.published'))).toBeVisible();

  // The member who reads Cree gets the Cree version, and the answer says so.
  const headers = { authorization: `Bearer ${(await signIn.json()).accessToken}`, 'accept-language': 'crk' };
  const item = await request.get(`/app/v1/feed/${id}`, { headers });
  expect(item.status(), await item.text()).toBe(200);
  expect(item.headers()['content-language']).toBe('crk');
  expect(await item.json()).toMatchObject({ language: 'crk', headline: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ' });

  // The same member in the community's web app, on a phone's screen (issue 35: a Plains Cree community's journey):
  // their account's languages start with the Cree their phone reads (English added after it), then the item's Cree
  // version in the feed and on its page, in syllabics, marked as Cree for the reader's font and screen reader.
  const app = await page.context().newPage();
  await app.setViewportSize({ width: 390, height: 844 });
  // The syllabics are drawn with the self-hosted face (a phone or a library computer without a syllabics font reads
  // them too), fetched from our own origin once a screen shows them.
  const fontRequests: string[] = [];
  app.on('request', (req) => {
    if (req.url().endsWith('.woff2')) fontRequests.push(req.url());
  });
  await app.goto(`/c/${COMMUNITY}/sign-in`);
  await app.getByLabel(t('member:auth.credential')).fill(member.username);
  await app.getByLabel(t('member:auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await app.getByRole('button', { name: t('member:auth.signIn') }).click();
  await expect(app.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();
  await app
    .getByRole('navigation', { name: t('member:app.nav') })
    .getByRole('link', { name: t('member:auth.account') })
    .click();
  const languages = app.getByRole('region', { name: t('member:account.languages.title') });
  const chosen = languages.getByRole('list', { name: t('member:account.languages.listLabel') });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen.getByRole('listitem').first()).toContainText('ᓀᐦᐃᔭᐍᐏᐣ');
  await expect(chosen.getByRole('listitem').first().locator('[lang="crk"]').first()).toBeVisible();
  await languages.getByLabel(t('member:account.languages.add')).selectOption({ label: 'English' });
  await languages.getByRole('button', { name: t('member:account.languages.addButton'), exact: true }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await languages.getByRole('button', { name: t('member:account.languages.save') }).click();
  await expect(languages.getByText(t('member:account.languages.saved'))).toBeVisible();
  await expectAccessible(app);

  await app
    .getByRole('navigation', { name: t('member:app.nav') })
    .getByRole('link', { name: t('member:feed.title') })
    .click();
  const headline = app.getByRole('main').getByRole('link', { name: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ' });
  await expect(headline).toBeVisible();
  await expect(app.getByRole('main').locator('article[lang="crk"]').first()).toContainText('ᐊᐦᑳᐤ');
  await expectAccessible(app);
  await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((url) => new URL(url).origin === new URL(app.url()).origin)).toBe(true);
  expect(
    await app.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Canadian Aboriginal')
        .map((face) => face.status);
    }),
  ).toContain('loaded');
  await headline.click();
  await expect(
    app.locator('[lang="crk"]').getByRole('heading', { level: 1, name: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ' }),
  ).toBeVisible();
  await expectAccessible(app);
  await app.close();
});
