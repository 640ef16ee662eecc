import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformAdmin, renderApp, server, signIn, withFakeApi } from '../../../../test/render-app';
import { pickLastMonthRange } from '../../../components/date-picker/test-utils';
import { i18n } from '../../../i18n';
import { analyticsHandlers, calls, callsTo } from '../test/fixtures';

const t = i18n.getFixedT('en', 'platform-analytics');

withFakeApi();
beforeEach(() => {
  calls.length = 0;
  server.use(...analyticsHandlers);
});
afterEach(() => {
  calls.length = 0;
});

async function openAnalytics(path = '/administrator/analytics') {
  await signIn(platformAdmin);
  const view = renderApp(path);
  // The first render loads the lazy console chunks, slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: t('title') }, { timeout: 15_000 });
  return view;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('platform analytics', { timeout: 30_000 }, () => {
  it('shows the summary tiles for registered and unregistered users, open analytics and the shares', async () => {
    await openAnalytics();
    const registered = await region(t('tiles.registered'));
    expect(await within(registered).findByRole('region', { name: 'Published Content' })).toHaveTextContent(
      '140',
    );
    expect(within(registered).getByRole('region', { name: 'Users' })).toHaveTextContent('3,400');
    expect(within(registered).getByRole('region', { name: 'Sent Notification' })).toHaveTextContent('66');
    const unregistered = await region(t('tiles.unregistered'));
    expect(within(unregistered).getByRole('region', { name: /^Users, / })).toHaveTextContent('3,405');
    // Content and notifications are the platform's, not the guests': not repeated under unregistered users.
    for (const name of ['Communities', 'Published Content', 'Sent Notification'])
      expect(within(unregistered).queryByRole('region', { name })).toBeNull();
    const open = await region(t('open.title'));
    expect(
      await within(open).findByRole('region', { name: 'Unregistered Users (guests), Open analytics' }),
    ).toHaveTextContent('310');
    expect(within(open).getByRole('region', { name: 'Upgraded, Open analytics' })).toHaveTextContent('42');
    const content = await screen.findByRole('group', { name: t('percentages.CONTENT') });
    expect(await within(content).findByText('River Nation')).toBeInTheDocument();
    expect(within(content).getByText('75 %')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('group', { name: t('percentages.NOTIFICATION') })).getByText(
        t('percentages.empty'),
      ),
    ).toBeVisible();
    // Every call asked for the default period, the last 30 days.
    for (const call of calls) expect(call.query.filter).toBe('MONTH');
  });

  it('sends the chosen period to every call, and a range only once both days are picked', async () => {
    const user = userEvent.setup();
    const { router } = await openAnalytics();
    await waitFor(() => expect(callsTo('/filtered-overview').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 90 days' }));
    await waitFor(() =>
      expect(new Set(calls.filter((c) => c.query.filter === 'QUARTER').map((c) => c.path)).size).toBe(5),
    );
    expect(router.state.location.search).toBe('?filter=QUARTER');

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Custom range' }));
    const picker = await screen.findByRole('button', { name: 'First and last day' });
    // CUSTOM without its days asks nothing (the server would answer 400).
    expect(calls.some((c) => c.query.filter === 'CUSTOM')).toBe(false);
    await user.click(picker);
    const expected = await pickLastMonthRange(user);
    await waitFor(() =>
      expect(
        new Set(
          calls.filter((c) => c.query.filter === 'CUSTOM' && c.query.range === expected).map((c) => c.path),
        ).size,
      ).toBe(5),
    );
    expect(new URLSearchParams(router.state.location.search).get('range')).toBe(expected);
  });

  it('walks the communities table forward by order key and back through the keys it kept', async () => {
    const user = userEvent.setup();
    await openAnalytics();
    const table = await region(t('communities.title'));
    const pager = within(table).getByRole('navigation', { name: t('communities.pagination') });
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect(await within(table).findByText('Alder')).toBeInTheDocument();
    // Who published: community administrators (not "members") and platform administrators.
    expect(
      within(table).getAllByText('1 by community administrators, 3 by platform administrators')[0],
    ).toBeVisible();
    expect(previous).toBeDisabled();

    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await within(table).findByText('Cedar')).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await within(table).findByText('Elm')).toBeInTheDocument();
    // The last page has no order key: there is nothing after it.
    await waitFor(() => expect(previous).toBeEnabled());
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(await within(table).findByText('Dogwood')).toBeInTheDocument();
    await user.click(previous);
    expect(await within(table).findByText('Birch')).toBeInTheDocument();
    await waitFor(() => expect(previous).toBeDisabled());
    // Forward by each page's order key; back by the keys kept (each page asked again, its figures may have moved).
    expect(callsTo('/filtered-communities').map((c) => c.query.orderKey)).toEqual([
      undefined,
      'Birch',
      'Dogwood',
      'Birch',
      undefined,
    ]);
  });

  it('searches from the first page again', async () => {
    const user = userEvent.setup();
    await openAnalytics();
    const table = await region(t('communities.title'));
    const next = within(table).getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await within(table).findByText('Cedar')).toBeInTheDocument();
    await user.type(within(table).getByRole('textbox', { name: t('communities.search') }), 'ce');
    await waitFor(() =>
      expect(callsTo('/filtered-communities').at(-1)?.query).toMatchObject({ search: 'ce' }),
    );
    expect(callsTo('/filtered-communities').at(-1)?.query.orderKey).toBeUndefined();
  });

  it("says which call failed with the spec's sentence when the server gives none", async () => {
    server.use(
      http.get(
        '*/v1/administrator/analytics/main/community-percentages',
        () => new HttpResponse(null, { status: 500 }),
      ),
      http.get(
        '*/v1/administrator/analytics/main/filtered-analytics',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await openAnalytics();
    expect(
      (await screen.findAllByText('Error trying to fetch community percentages')).length,
    ).toBeGreaterThan(0);
    expect((await screen.findAllByText('Error trying to fetch filtered analytics')).length).toBeGreaterThan(
      0,
    );
  });
});

describe('report request', { timeout: 30_000 }, () => {
  const form = async () => region(i18n.t('reports:request.title'));

  it('asks for the range and a valid address before sending anything', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post('*/v2/reports/administrator/create', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'x' }, { status: 202 });
      }),
    );
    await openAnalytics();
    const section = await form();
    const email = within(section).getByRole('textbox', { name: 'E-mail' });
    // Prefilled with the administrator's own address.
    expect(email).toHaveValue(platformAdmin.email);
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(section).getByRole('button', { name: 'Request Report' }));
    expect(
      await within(section).findByText('Please choose the first and last day of the range.'),
    ).toBeVisible();
    expect(within(section).getByText(i18n.t('common:validation.email'))).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends the range and address, and shows the server sentence; a field error goes under its field', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let answer: 'ok' | 'refused' = 'refused';
    server.use(
      http.post('*/v2/reports/administrator/create', async ({ request }) => {
        sent.push(await request.json());
        return answer === 'ok'
          ? HttpResponse.json({ message: 'Your report is being prepared.' }, { status: 202 })
          : HttpResponse.json(
              { message: 'A range can cover at most 5 years.', field: 'range' },
              { status: 400 },
            );
      }),
    );
    await openAnalytics();
    const section = await form();
    await user.click(within(section).getByRole('button', { name: i18n.t('reports:request.range') }));
    const range = await pickLastMonthRange(user);
    await user.click(within(section).getByRole('button', { name: 'Request Report' }));
    expect(await within(section).findByText('A range can cover at most 5 years.')).toBeVisible();
    expect(sent).toEqual([{ range, email: platformAdmin.email }]);

    answer = 'ok';
    await user.click(within(section).getByRole('button', { name: 'Request Report' }));
    // The toast fades in (a Mantine transition): wait until it is shown, not only in the document.
    const toast = await screen.findByText('Your report is being prepared.');
    await waitFor(() => expect(toast).toBeVisible());
    expect(sent).toHaveLength(2);
  });
});

describe('platform dashboard', { timeout: 30_000 }, () => {
  it("adds last month's tiles for registered and unregistered users", async () => {
    server.use(
      http.get('*/v1/administrator/dashboard', () =>
        HttpResponse.json({ counts: { communities: 12, members: 3400, administrators: 15, guests: 87 } }),
      ),
    );
    await signIn(platformAdmin);
    renderApp('/administrator/dashboard');
    const registered = await screen.findByRole(
      'region',
      { name: t('tiles.registered') },
      { timeout: 15_000 },
    );
    expect(await within(registered).findByRole('region', { name: 'Views' })).toHaveTextContent('51,000');
    // Five tiles: the dashboard's own count already shows the communities (one "Communities" on the page).
    expect(within(registered).getAllByText('Last 30 days').length).toBe(5);
    expect(within(registered).queryByRole('region', { name: 'Communities' })).toBeNull();
    expect(screen.getAllByRole('region', { name: 'Communities' })).toHaveLength(1);
    expect(await screen.findByRole('region', { name: t('tiles.unregistered') })).toBeInTheDocument();
    expect(callsTo('/filtered-overview')[0]?.query).toEqual({ filter: 'MONTH' });
  });
});
