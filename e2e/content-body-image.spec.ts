import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { memberLogin, save, solidPng, twoMembers } from './helpers/content';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Issue 22, item 10: images inside an item's text (uploaded, described, scaled down by the server), and the item's
// page opening at its top after Save.
test.describe.configure({ timeout: 120_000 });

test('an image inside a news text: uploaded, described, saved, shown at the top of its page and to the phones', async ({
  page,
  request,
}) => {
  // A phone-sized window (issue 22: every screen at 390 px), where Save sits far below the item's title.
  await page.setViewportSize({ width: 390, height: 760 });
  const stamp = Date.now().toString(36);
  const alt = `Dancers at the grand entry ${stamp}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/news/new');
  const headline = `Powwow photos ${stamp}`;
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(headline);
  const body = page.getByRole('textbox', { name: t('content:fields.body') });
  await body.fill('The grand entry, as it happened.');

  // The toolbar's control works by keyboard: it takes the focus, and Enter opens its dialog.
  const insertImage = page.getByRole('button', { name: t('content:editor.image.button'), exact: true });
  await insertImage.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('content:editor.image.title') });
  await expect(dialog).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'grand-entry.png', mimeType: 'image/png', buffer: solidPng(2400, 1200) });
  await expect(dialog.getByTestId('body-image-preview')).toBeVisible();
  // No description, no image: the dialog says why and stays open.
  await dialog.getByRole('button', { name: t('content:editor.image.insert'), exact: true }).click();
  await expect(dialog.getByText(t('content:editor.image.altRequired'))).toBeVisible();
  // (The pointer leaves the button it clicked: a hovered filled button is one shade lighter, judged elsewhere.)
  await page.mouse.move(0, 0);
  await expectAccessible(page, { include: '[role=dialog]' });
  await screenshot(page, 'content-body-image-dialog');
  await dialog.getByRole('textbox', { name: t('content:editor.image.alt') }).fill(alt);
  await dialog.getByRole('button', { name: t('content:editor.image.insert'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(body.getByRole('img', { name: alt })).toBeVisible();

  const id = await save(page, 'news');
  // The item's page opens at its top: title, status and actions in view, not where the Save button was.
  await expect(page.getByRole('heading', { name: headline, level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText(t('content:status.DRAFT'), { exact: true }).first()).toBeInViewport();
  await expect(page.getByRole('link', { name: t('common:actions.edit') })).toBeInViewport();
  // The image is shown in the text, loaded from the server, scaled down to 1,600 pixels and within the column.
  const image = page
    .getByRole('region', { name: t('content:detail.content') })
    .getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  expect((await image.boundingBox())!.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await screenshot(page, 'content-body-image-detail');

  // Published, the phones get the image at an absolute address of ours, which they can load.
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const published = await request.patch(`/v2/feed/publish/${id}`, { headers: admin, data: { open: true } });
  expect(published.status(), await published.text()).toBe(200);
  const [member] = await twoMembers(request, admin);
  const item = await request.get(`/app/v1/feed/${id}`, {
    headers: await memberLogin(request, member.username),
  });
  expect(item.status(), await item.text()).toBe(200);
  const src = /<img src="([^"]+)" alt="([^"]+)">/.exec(((await item.json()) as { body: string }).body);
  expect(src?.[2]).toBe(alt);
  expect(src![1]).toMatch(
    /^https?:\/\/[^/]+\/files\/communities\/[0-9a-f-]{36}\/feed\/image-[0-9a-f]{16}\.png$/,
  );
  const file = await request.get(src![1]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
});
