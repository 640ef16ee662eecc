import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { apiLogin, screenshot } from './helpers/session';

// A member raises a ticket from the app; the community administrator (demo-admin, Demo Nation) answers it with a
// nested reply and an internal note and escalates it; the platform support team (demo-platform) answers deeper in
// the thread and resolves it; the member's app then shows the thread without the note.
const COMMUNITY = 'demo-nation';

test.describe.configure({ timeout: 150_000 });

interface ThreadComment {
  id: string;
  comment: string;
  internal: boolean;
  parents: string[];
  posterDetails: { role: string; name: string };
  replies: ThreadComment[];
}
interface AppTicket {
  id: string;
  status: string;
  comments: ThreadComment[];
}

const flatten = (comments: ThreadComment[]): ThreadComment[] =>
  comments.flatMap((c) => [c, ...flatten(c.replies)]);

/** An active Demo Nation member that the other journeys leave alone (they work on the first pages). */
async function quietMember(request: APIRequestContext) {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const res = await request.get('/v1/members?limit=20&offset=3', { headers: admin });
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { data: { username: string; status: string; isDeleted: boolean }[] })
    .data;
  const member = rows
    .filter((m) => m.status === 'ACTIVE' && !m.isDeleted && !m.username.startsWith('mason.bear'))
    .at(-1);
  expect(member, 'an active member on page 4').toBeTruthy();
  return member!.username;
}

async function memberLogin(request: APIRequestContext, username: string) {
  const res = await request.post('/app/v1/auth/sign-in', {
    data: { credential: username, password: DEMO_PASSWORD, communitySlug: COMMUNITY },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** Signs in through the login page, with its words in the run's language. */
async function signIn(page: Page, credential: string) {
  await page.goto('/');
  await page.getByLabel(t('auth:login.credential'), { exact: true }).fill(credential);
  await page.getByLabel(t('auth:login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
}

/** The message card showing `text`, and the thread item (<li>) that holds it and its replies. */
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const itemOf = (message: Locator) => message.locator('xpath=ancestor::li[1]');

async function openTicket(page: Page, path: string, stamp: string, tab?: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: t('support:title'), level: 1 })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('textbox', { name: t('common:table.search') }).fill(stamp);
  const table = page.getByRole('table', { name: t('support:tableLabel') });
  const link = table.getByRole('link', { name: t('support:type.APP_PROBLEM') });
  await expect(link).toHaveCount(1);
  return { table, link };
}

async function answer(page: Page, replyTo: string, message: string) {
  await card(page, replyTo)
    .getByRole('button', { name: new RegExp(`^${t('support:thread.reply')}`) })
    .click();
  const composer = page.getByRole('form', { name: t('support:composer.label') });
  await expect(
    composer.getByText(t('support:composer.replyingTo', { name: '' }).trim(), { exact: false }),
  ).toBeVisible();
  await composer.getByRole('textbox', { name: t('support:composer.message'), exact: true }).fill(message);
  await composer.getByRole('button', { name: t('support:composer.send') }).click();
  await expect(card(page, message)).toBeVisible();
}

test('a ticket from the app is answered in a nested thread, escalated, resolved by the platform, and the member reads it without notes', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const problem = `My feed stays empty since the update (${stamp})`;
  const detail = `It started after installing build 2.8.6 (${stamp})`;
  const adminReply = `Thanks! Does signing out and in again help? (${stamp})`;
  const note = `Looks like the feed cache bug, asking the platform (${stamp})`;
  const platformReply = `Fixed on our side: pull down to refresh the feed (${stamp})`;

  // The member raises the ticket and adds a detail, through the member app API.
  const member = await memberLogin(request, await quietMember(request));
  const raised = await request.post('/app/v1/support/tickets', {
    headers: member,
    data: {
      type: 'APP_PROBLEM',
      message: problem,
      appBuild: '2.8.6.250410398',
      deviceDetails: {
        os: 'android',
        osVersion: '14',
        device: 'Pixel 8',
        manufacturer: 'Google',
        network: 'wifi',
        timezone: 'America/Edmonton',
      },
    },
  });
  expect(raised.status(), await raised.text()).toBe(201);
  const ticketId = ((await raised.json()) as AppTicket).id;
  const added = await request.post(`/app/v1/support/tickets/${ticketId}/comments`, {
    headers: member,
    data: { message: detail },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);

  // The community administrator: the new ticket is unread (bold, with the Support entry's badge), then answered.
  await signIn(page, 'demo-admin');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const nav = page.getByRole('navigation', { name: t('common:shell.mainNavigation') });
  await expect(nav.getByRole('link', { name: new RegExp(`^${t('common:nav.support')}`) })).toBeVisible();
  // The badge's words in this language with any count ("3 unread tickets", "1 billet non lu").
  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const unreadBadge = new RegExp(
    `^(${esc(t('support:navBadge', { count: 1 }))}|${esc(t('support:navBadge', { count: 77 })).replace('77', '\\d+')})$`,
  );
  await expect(nav.getByLabel(unreadBadge)).toBeVisible();
  const inbox = await openTicket(page, '/admin/support', stamp);
  await expect(inbox.table.getByRole('img', { name: t('support:unread') })).toHaveCount(1);
  await screenshot(page, 'admin-support-list');
  await inbox.link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/support/${ticketId}$`));
  await expect(
    page.getByRole('heading', {
      name: t('support:detail.title', { type: t('support:type.APP_PROBLEM') }),
      level: 1,
    }),
  ).toBeVisible();
  // Ticket data and device details.
  await expect(page.getByText(problem)).toBeVisible();
  const device = page.getByRole('region', { name: t('support:detail.device') });
  await expect(device.getByText('Pixel 8')).toBeVisible();
  await expect(device.getByText('America/Edmonton')).toBeVisible();

  // A reply to the member's message, nested under it.
  await answer(page, detail, adminReply);
  await expect(itemOf(card(page, detail)).getByRole('article').filter({ hasText: adminReply })).toBeVisible();

  // An internal note, labelled as such.
  const composer = page.getByRole('form', { name: t('support:composer.label') });
  await composer.getByText(t('support:composer.note'), { exact: true }).click();
  await expect(composer.getByText(t('support:composer.noteHint'))).toBeVisible();
  await composer.getByRole('textbox', { name: t('support:composer.message'), exact: true }).fill(note);
  await composer.getByRole('button', { name: t('support:composer.addNote') }).click();
  await expect(card(page, note).getByText(t('support:thread.internal'), { exact: true })).toBeVisible();

  // Escalation to the platform support team.
  await page.getByRole('button', { name: t('support:actions.escalate') }).click();
  const confirm = page.getByRole('dialog', { name: t('support:actions.escalate') });
  await confirm.getByRole('button', { name: t('support:actions.escalate') }).click();
  await expect(page.getByText(t('support:actions.escalatedNotice'))).toBeVisible();
  await screenshot(page, 'admin-support-ticket');

  // The platform support team finds it under Escalated and answers the administrator's reply, one level deeper.
  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  await page.getByRole('menuitem', { name: t('common:shell.logout') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await signIn(page, 'demo-platform');
  await expect(page).toHaveURL(/\/administrator\/dashboard/);
  const queue = await openTicket(page, '/administrator/support', stamp, t('support:tabs.escalated'));
  await expect(queue.table.getByText('Demo Nation')).toBeVisible();
  await queue.link.click();
  await expect(page).toHaveURL(new RegExp(`/administrator/support/${ticketId}$`));
  await expect(card(page, note).getByText(t('support:thread.internal'), { exact: true })).toBeVisible();
  await answer(page, adminReply, platformReply);
  await expect(
    itemOf(card(page, adminReply)).getByRole('article').filter({ hasText: platformReply }),
  ).toBeVisible();
  await expect(
    card(page, platformReply).getByText(t('support:role.SUPPORT_TEAM'), { exact: true }),
  ).toBeVisible();

  // Resolved by the platform.
  const status = page.getByRole('combobox', { name: t('support:actions.status'), exact: true });
  await status.click();
  await page.getByRole('option', { name: t('support:status.RESOLVED') }).click();
  await expect(
    page.getByText(t('support:actions.statusChanged', { status: t('support:status.RESOLVED') })).first(),
  ).toBeVisible();
  await expect(status).toHaveValue(t('support:status.RESOLVED'));
  await screenshot(page, 'platform-support-ticket');

  // The member's view: every answer meant for them, nested as answered, and never the note.
  const view = await request.get(`/app/v1/support/tickets/${ticketId}`, { headers: member });
  expect(view.status(), await view.text()).toBe(200);
  const ticket = (await view.json()) as AppTicket;
  expect(ticket.status).toBe('RESOLVED');
  const thread = flatten(ticket.comments);
  const texts = thread.map((c) => c.comment);
  expect(texts).toEqual(expect.arrayContaining([detail, adminReply, platformReply]));
  expect(texts).not.toContain(note);
  expect(thread.every((c) => !c.internal)).toBe(true);
  const byText = (text: string) => thread.find((c) => c.comment === text)!;
  expect(byText(adminReply).parents).toEqual([byText(detail).id]);
  expect(byText(platformReply).parents).toEqual([byText(detail).id, byText(adminReply).id]);
});
