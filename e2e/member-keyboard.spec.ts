import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { exactly, t } from './helpers/i18n';
import { expectFocusRing, tabTo } from './helpers/keyboard';
import { apiLogin } from './helpers/session';

// Issue 35 #3: the member web app without a mouse — page.keyboard only, never click() or fill(). A member signs in,
// goes to the content by the skip link, searches the feed, opens an item and comes back, answers a form (a text
// field, a choice of one, a checkbox, a long text), opens their notifications and their account, and signs out. After
// each move to another screen the focus is on its heading (not lost to the page's body), and every control reached
// shows a focus ring that stands out from what is behind it. The member and the form are this run's own (made by
// API), so no other journey sees them.
const SLUG = 'demo-nation';
const COMMUNITY = 'Demo Nation';
const PASSWORD = 'a long enough password';
test.use({ viewport: { width: 390, height: 844 } });

/** A member of Demo Nation of this run's own, signed up as the phone app does. */
async function newMember(request: APIRequestContext, stamp: string) {
  const username = `keys.${stamp}`;
  const res = await request.post('/app/v1/auth/sign-up', {
    data: {
      firstName: 'Kesi',
      lastName: 'Keys',
      email: `${username}@example.org`,
      username,
      password: PASSWORD,
      communitySlug: SLUG,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, headers: { authorization: `Bearer ${(await res.json()).accessToken}` } };
}

/** A form published to the members by demo-admin, with a text field, a choice of one, a checkbox and a long text. */
async function newForm(request: APIRequestContext, headline: string) {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const input = (label: string, type: string, extra: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    label,
    type,
    ...extra,
  });
  const saved = await request.post('/v1/base/forms', {
    headers: admin,
    data: {
      headline,
      tagline: 'Tell us you are coming',
      emails: ['office@example.org'],
      formNodes: [
        {
          id: randomUUID(),
          header: 'Your details',
          nodeInputs: [
            input('Full name', 'SHORT_TEXT', { isRequired: true }),
            input('Meal', 'SINGLE_CHOICE', { values: ['Bannock and stew', 'Soup and salad'] }),
            input('Need a ride', 'CHECKBOX'),
            input('Anything else', 'LONG_TEXT'),
          ],
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id } = (await saved.json()) as { id: string };
  const published = await request.patch(`/v2/feed/publish/${id}`, { headers: admin, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]) {
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The focused control's ring is drawn (tabTo's check, 2 px at least) and stands out at 3:1 from the colour it is
 * drawn on (WCAG 1.4.11): the background behind its outline, which sits outside the control (outline-offset).
 */
async function expectRingStandsOut(page: Page) {
  await expectFocusRing(page);
  const { ring, behind, what } = await page.evaluate(() => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const el = document.activeElement as HTMLElement;
    let under: Element | null = el.parentElement;
    let behindColour = 'rgb(255, 255, 255)';
    for (; under; under = under.parentElement) {
      const bg = getComputedStyle(under).backgroundColor;
      const parts = rgb(bg);
      if (parts.length >= 3 && (parts.length < 4 || parts[3] > 0)) {
        behindColour = bg;
        break;
      }
    }
    return {
      ring: rgb(getComputedStyle(el).outlineColor),
      behind: rgb(behindColour),
      what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
    };
  });
  expect(contrast(ring, behind), `the focus ring of ${what} on its background`).toBeGreaterThanOrEqual(3);
}

/** Tab (or Shift+Tab) to the control, then check its ring stands out. */
async function reach(page: Page, target: Locator, options: { max?: number; back?: boolean } = {}) {
  await tabTo(page, target, options);
  await expectRingStandsOut(page);
}

/** The new screen's h1 has the focus, with its ring: the keyboard's place after a move to another screen. */
async function landedOn(page: Page, heading: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
  await expectRingStandsOut(page);
}

test('keyboard only: a member signs in, skips to the content, searches, reads, answers a form, opens their notifications and account, and signs out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const keys = page.keyboard;
  const stamp = Date.now().toString(36);
  const headline = `Keyboard feast RSVP ${stamp}`;
  const member = await newMember(request, stamp);
  const formId = await newForm(request, headline);
  // Published for the members: the new member's feed finds it.
  await expect
    .poll(async () => {
      const res = await request.get(`/app/v1/feed?offset=0&limit=5&search=${stamp}`, {
        headers: member.headers,
      });
      return ((await res.json()) as { data: { id: string }[] }).data.map((i) => i.id);
    })
    .toContain(formId);

  const nav = page.getByRole('navigation', { name: t('member:app.nav') });
  const main = page.getByRole('main');

  // A guest's first Tab is the skip link, shown with its ring; the way to sign in is in the menu.
  await page.goto(`/c/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();
  const skip = page.getByRole('link', { name: t('member:app.skip') });
  await keys.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectRingStandsOut(page);
  await reach(page, nav.getByRole('link', { name: t('member:auth.signIn') }));
  await keys.press('Enter');
  await landedOn(page, t('member:auth.title', { community: COMMUNITY }));

  // Sign in: the fields by Tab, the form sent by Enter.
  await reach(page, page.getByLabel(t('member:auth.credential')));
  await keys.type(member.username);
  await reach(page, page.getByLabel(t('member:auth.password'), { exact: true }));
  await keys.type(PASSWORD);
  await keys.press('Enter');
  await expect(page.getByText(t('member:auth.member'), { exact: true })).toBeVisible();
  await landedOn(page, t('member:feed.title'));
  await expectAccessible(page);

  // The skip link, from anywhere, leads to the content: the main region takes the focus, and the next Tab is the
  // first control in it (the search).
  await reach(page, skip, { back: true });
  await keys.press('Enter');
  await expect(main).toBeFocused();
  const search = page.getByRole('searchbox', { name: t('member:feed.searchLabel') });
  await reach(page, search, { max: 10 });
  await keys.type(stamp);
  await keys.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: stamp })).toHaveText(
    t('member:feed.results', { count: 1, query: stamp }),
  );
  // The search keeps the focus in its field: the person may change it.
  await expect(search).toBeFocused();

  // Open the item found, and come back.
  const result = main.getByRole('link', { name: headline });
  await reach(page, result, { max: 10 });
  await keys.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/c/${SLUG}/items/${formId}$`));
  await landedOn(page, headline);
  await expect(page).toHaveTitle(`${headline} · ${COMMUNITY}`);
  await reach(page, main.getByRole('link', { name: t('member:item.back') }), { back: true, max: 5 });
  await keys.press('Enter');
  await landedOn(page, t('member:feed.title'));

  // Open it again from the feed (the newest item), and answer it.
  await reach(page, result, { max: 80 });
  await keys.press('Enter');
  await landedOn(page, headline);
  const form = page.getByRole('region', { name: t('member:form.title') });
  const send = form.getByRole('button', { name: t('member:form.send') });
  // Sent empty: the focus goes to the field that needs an answer.
  await reach(page, send);
  await keys.press('Enter');
  await expect(form.getByText(t('member:form.required'))).toBeVisible();
  const name = form.getByRole('textbox', { name: /Full name/ });
  await expect(name).toBeFocused();
  await expectRingStandsOut(page);
  await keys.type('Kesi Keys');
  // A choice of one: Tab into the group, the arrow keys move between its choices and choose.
  const first = form.getByRole('radio', { name: 'Bannock and stew' });
  const second = form.getByRole('radio', { name: 'Soup and salad' });
  await reach(page, first, { max: 3 });
  await keys.press('ArrowDown');
  await expect(second).toBeFocused();
  await expect(second).toBeChecked();
  await expectRingStandsOut(page);
  // A checkbox: Space ticks it.
  const ride = form.getByRole('checkbox', { name: 'Need a ride' });
  await reach(page, ride, { max: 3 });
  await keys.press('Space');
  await expect(ride).toBeChecked();
  await reach(page, form.getByRole('textbox', { name: 'Anything else' }), { max: 3 });
  await keys.type('Two of us.');
  await reach(page, send, { max: 3 });
  await keys.press('Enter');
  // Sent: the notice takes the focus the Send button had (it went with the form).
  const sent = form.getByRole('status');
  await expect(sent).toHaveText(t('member:form.sent'));
  await expect(sent).toBeFocused();
  await expectAccessible(page);

  // The notifications, from the menu.
  await reach(page, nav.getByRole('link', { name: new RegExp(`^${t('member:inbox.nav')}`) }), {
    back: true,
    max: 30,
  });
  await keys.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/c/${SLUG}/notifications$`));
  await landedOn(page, t('member:inbox.title'));
  await expectAccessible(page);

  // Their account, from the menu: the heading, then the profile's first field by Tab.
  await reach(page, nav.getByRole('link', { name: t('member:auth.account') }), { back: true, max: 10 });
  await keys.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/c/${SLUG}/account$`));
  await landedOn(page, t('member:account.title'));
  const firstName = page
    .getByRole('region', { name: t('member:account.profile.title') })
    .getByLabel(t('member:auth.firstName'), { exact: true });
  await expect(firstName).toHaveValue('Kesi');
  await reach(page, firstName, { max: 10 });
  await expectAccessible(page);

  // Sign out, from the menu: the sign-in screen's heading has the focus, and says the browser kept nothing.
  await reach(page, nav.getByRole('button', { name: t('member:auth.signOut') }), { back: true, max: 30 });
  await keys.press('Enter');
  await expect(page.getByText(t('member:auth.signedOut'))).toBeVisible();
  await landedOn(page, t('member:auth.title', { community: COMMUNITY }));
  await expect(nav.getByRole('link', { name: exactly(t('member:auth.signIn')) })).toBeVisible();
  await reach(page, page.getByLabel(t('member:auth.credential')), { max: 5 });
});
