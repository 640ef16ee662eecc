import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';
import { waitForMail } from './helpers/mail';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { screenshot } from './helpers/session';

// A Demo Nation member no other journey uses: the demo seed names member i of community c
// `${first}.${last}.${c}${i}` (apps/server/src/demo/demo.ts); member 1 of Demo Nation is Mason Bear.
const EMAIL = 'mason.bear.01@members.gathering.local';

test('an app user requests deletion, opens the e-mailed link (nothing is deleted), confirms and is deleted', async ({
  page,
}) => {
  await page.goto('/user-delete/demo-nation');
  await expect(page.getByText('Demo Nation').first()).toBeVisible();
  await expect(page.getByText(t('public:deletion.title'))).toBeVisible();
  await screenshot(page, 'user-delete');
  await expectAccessible(page);

  const since = Date.now();
  const email = page.getByLabel(t('public:fields.email'), { exact: true });
  await email.pressSequentially('Mason.Bear.01@Members.Gathering.local');
  await expect(email).toHaveValue(EMAIL);
  await page.getByRole('button', { name: t('public:deletion.submit') }).click();
  // The confirmation card replaces the form.
  await expect(page.getByRole('button', { name: t('public:deletion.submit') })).toHaveCount(0);
  await expect(page.getByText(t('public:deletion.requestedText'))).toBeVisible();
  await screenshot(page, 'user-delete-sent');

  const mail = await waitForMail({ to: EMAIL, pathPrefix: '/deletion-confirmation/', since });
  expect(mail.subject).toContain('Demo Nation');
  const link = new URL(mail.link).pathname;
  // A mail scanner opens links before the person does: opening (twice, as a reload would) deletes nothing.
  const scanned = await page.request.get(`/v1/users/deletion/${link.split('/').pop()}`);
  expect(scanned.status()).toBe(200);
  await page.goto(link);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('public:deletion.confirmTitle') })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo Nation' })).toBeVisible();
  await expect(page.getByText(/m\*+@members\.gathering\.local/)).toBeVisible();
  await screenshot(page, 'deletion-confirmation-ask');
  await expectAccessible(page);
  // Mason can still sign in to the app: nothing was deleted by the openings.
  const signIn = () =>
    page.request.post('/app/v1/auth/sign-in', {
      data: { credential: EMAIL, password: DEMO_PASSWORD, communitySlug: 'demo-nation' },
    });
  expect((await signIn()).status()).toBe(200);

  await page.getByRole('button', { name: t('public:deletion.confirmButton') }).click();
  await expect(page.getByText(t('public:deletion.doneTitle'))).toBeVisible();
  await expect(page.getByText(t('public:deletion.doneText'))).toBeVisible();
  await screenshot(page, 'deletion-confirmation');
  await expectAccessible(page);
  expect((await signIn()).status()).toBe(401);

  // The link works once: opened again, it says so and offers nothing to confirm.
  await page.goto(link);
  await expect(page.getByText(t('public:deletion.errorTitle'))).toBeVisible();
  await expect(page.getByText(t('public:deletion.errorText'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('public:deletion.confirmButton') })).toHaveCount(0);
  await expectAccessible(page);
});

test('the deletion page of an unknown community goes to the login page', async ({ page }) => {
  await page.goto('/user-delete/no-such-community');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(t('auth:pitch.title'))).toBeVisible();
});
