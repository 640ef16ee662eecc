import { expect, test } from '@playwright/test';
import { waitForMail } from './helpers/mail';
import { screenshot } from './helpers/session';

// A Demo Nation member no other journey uses: the demo seed names member i of community c
// `${first}.${last}.${c}${i}` (apps/server/src/modules/bootstrap/demo.ts); member 1 of Demo Nation is Mason Bear.
const EMAIL = 'mason.bear.01@members.gathering.local';

test('an app user requests deletion, follows the e-mailed link and is deleted', async ({ page }) => {
  await page.goto('/user-delete/demo-nation');
  await expect(page.getByText('Demo Nation').first()).toBeVisible();
  await expect(page.getByText('Delete Your App User')).toBeVisible();
  await screenshot(page, 'user-delete');

  const since = Date.now();
  const email = page.getByLabel('E-mail', { exact: true });
  await email.pressSequentially('Mason.Bear.01@Members.Gathering.local');
  await expect(email).toHaveValue(EMAIL);
  await page.getByRole('button', { name: 'Request User Deletion' }).click();
  // The confirmation card replaces the form.
  await expect(page.getByRole('button', { name: 'Request User Deletion' })).toHaveCount(0);
  await expect(page.getByText(/check your inbox to complete the user deletion/i)).toBeVisible();
  await screenshot(page, 'user-delete-sent');

  const mail = await waitForMail({ to: EMAIL, pathPrefix: '/deletion-confirmation/', since });
  expect(mail.subject).toContain('Demo Nation');
  await page.goto(new URL(mail.link).pathname);
  await expect(page.getByText('User Deletion Completed Successfully')).toBeVisible();
  await expect(page.getByText('Thank you for your membership!')).toBeVisible();
  await screenshot(page, 'deletion-confirmation');

  // The link works once: the user is gone.
  await page.goto(new URL(mail.link).pathname);
  await expect(page.getByText('User Deletion Error')).toBeVisible();
  await expect(page.getByText('Token was invalid or expired')).toBeVisible();
});

test('the deletion page of an unknown community goes to the login page', async ({ page }) => {
  await page.goto('/user-delete/no-such-community');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('All-in-one communications app for')).toBeVisible();
});
