import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportSubscription } from '@gathering/contract';
import { communityAdmin, server, signIn, withFakeApi } from '../../../../test/render-app';
import { renderWithProviders } from '../../../components/test-utils';
import { pickLastMonthRange } from '../../../components/date-picker/test-utils';
import { toastStore } from '../../../components/toasts';
import { i18n } from '../../../i18n';
import { CommunityReports } from './community-reports';

const t = i18n.getFixedT('en', 'reports');

withFakeApi();

async function render(saved: ReportSubscription) {
  server.use(http.get('*/v2/reports/community/subscription', () => HttpResponse.json(saved)));
  await signIn(communityAdmin);
  renderWithProviders(<CommunityReports />);
  return screen.findByRole('region', { name: t('subscription.title') });
}

const toasts = () => toastStore.getSnapshot().map((toast) => toast.description);

describe('community reports', { timeout: 30_000 }, () => {
  it('subscribes to the monthly report, asking for an address first', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.put('*/v2/reports/community/subscription', async ({ request }) => {
        const body = (await request.json()) as ReportSubscription;
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    const section = await render({ frequency: 'NONE', email: null });
    const address = await within(section).findByRole('textbox', { name: t('subscription.email') });
    // No address saved yet: the administrator's own is offered.
    expect(address).toHaveValue(communityAdmin.email);
    await user.click(within(section).getByText(t('subscription.MONTHLY')));
    await user.clear(address);
    await user.click(within(section).getByRole('button', { name: t('subscription.save') }));
    expect(await within(section).findByText(t('errors.emailRequired'))).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(address, 'Reports@River.test');
    await user.click(within(section).getByRole('button', { name: t('subscription.save') }));
    await waitFor(() => expect(sent).toEqual([{ frequency: 'MONTHLY', email: 'reports@river.test' }]));
    await waitFor(() => expect(toasts()).toContain('Your report subscription has been saved.'));
  });

  it('shows the saved subscription, and a refused address under its field', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/v2/reports/community/subscription', () =>
        HttpResponse.json(
          { message: 'Please enter a valid e-mail address.', field: 'email' },
          { status: 400 },
        ),
      ),
    );
    const section = await render({ frequency: 'WEEKLY', email: 'office@river.test' });
    expect(await within(section).findByRole('textbox', { name: t('subscription.email') })).toHaveValue(
      'office@river.test',
    );
    expect(within(section).getByRole('radio', { name: t('subscription.WEEKLY') })).toBeChecked();
    await user.click(within(section).getByRole('button', { name: t('subscription.save') }));
    expect(await within(section).findByText('Please enter a valid e-mail address.')).toBeVisible();
  });

  it("requests the community's report and shows the server's sentence", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post('*/v2/reports/community/create', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Your report is being prepared.' }, { status: 202 });
      }),
    );
    await render({ frequency: 'NONE', email: null });
    const section = screen.getByRole('region', { name: t('request.title') });
    await user.click(within(section).getByRole('button', { name: 'Request Report' }));
    expect(await within(section).findByText(t('errors.rangeRequired'))).toBeVisible();
    await user.click(within(section).getByRole('button', { name: t('request.range') }));
    const range = await pickLastMonthRange(user);
    await user.click(within(section).getByRole('button', { name: 'Request Report' }));
    await waitFor(() => expect(toasts()).toContain('Your report is being prepared.'));
    expect(sent).toEqual([{ range, email: communityAdmin.email }]);
  });
});
