import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { waitForMail } from './helpers/mail';
import { screenshot, uiLogin } from './helpers/session';

// demo-admin asks for the full export of Demo Nation in Settings → Export, follows its progress, gets the "ready"
// e-mail, downloads the archive and checks every entry against the manifest's SHA-256. Only this journey makes
// exports: the others see Demo Nation as seeded.

/** The entries of a tar (ustar: 512-byte headers, bodies padded to 512; a long name in a pax header before it). */
function untar(tar: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let longName: string | undefined;
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const text = (from: number, length: number) =>
      header
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const body = tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
    if (text(156, 1) === 'x') {
      longName = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
      continue;
    }
    entries.set(longName ?? [text(345, 155), text(0, 100)].filter(Boolean).join('/'), body);
    longName = undefined;
  }
  return entries;
}

test('a community administrator exports the community and checks the archive', async ({ page }) => {
  test.setTimeout(240_000);
  const since = Date.now();
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  await page.getByRole('menuitem', { name: t('common:shell.settings') }).click();
  await page.getByRole('tab', { name: t('community-settings:tabs.export') }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/export$/);
  await expect(page.getByText(t('community-settings:export.none'))).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: t('community-settings:export.request') }).click();
  // While it is prepared, a second one cannot be asked for.
  await expect(page.getByRole('button', { name: t('community-settings:export.running') })).toBeDisabled();
  const download = page.getByRole('button', { name: t('community-settings:export.download') });
  await expect(download).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText(t('community-settings:export.status.READY'), { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-settings-export');

  const mail = await waitForMail({
    to: 'demo-admin@gathering.local',
    pathPrefix: '/admin/settings/export',
    since,
  });
  expect(mail.subject).toContain('Demo Nation');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.tar\.gz$/);
  const archive = await readFile((await file.path())!);
  const checksum = createHash('sha256').update(archive).digest('hex');
  await expect(page.getByText(checksum)).toBeVisible();
  const entries = untar(gunzipSync(archive));
  const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as {
    format: string;
    community: { name: string };
    sha256: Record<string, string>;
  };
  expect(manifest.format).toBe('gathering-community-export');
  expect(manifest.community.name).toBe('Demo Nation');
  expect(Object.keys(manifest.sha256)).toEqual(
    expect.arrayContaining(['README.md', 'tables/memberships.jsonl', 'tables/feed_items.csv']),
  );
  for (const [name, sum] of Object.entries(manifest.sha256))
    expect(createHash('sha256').update(entries.get(name)!).digest('hex'), name).toBe(sum);
});

test('the export page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/settings/export');
  await expect(page.getByRole('heading', { name: t('community-settings:export.title') })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
