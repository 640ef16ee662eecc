import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { communityAdmin, renderApp, server, signIn, withFakeApi } from '../../test/render-app';
import { pickLastMonthRange } from '../components/date-picker/test-utils';
import { consoleHandlers } from '../features/analytics/test/fixtures';
import { i18n } from '../i18n';

const t = i18n.getFixedT('en', 'reports');

withFakeApi();

describe('/admin/analytics', { timeout: 30_000 }, () => {
  it('offers the report request under the figures, as under Settings', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      ...consoleHandlers,
      http.post('*/v2/reports/community/create', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Your report is being prepared.' }, { status: 202 });
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/analytics');
    // The first render loads the lazy console chunks, slow on a busy machine.
    const section = await screen.findByRole('region', { name: t('request.title') }, { timeout: 15_000 });
    expect(within(section).getByRole('textbox', { name: t('request.email') })).toHaveValue(
      communityAdmin.email,
    );
    await user.click(within(section).getByRole('button', { name: t('request.range') }));
    const range = await pickLastMonthRange(user);
    await user.click(within(section).getByRole('button', { name: t('request.submit') }));
    await waitFor(() => expect(sent).toEqual([{ range, email: communityAdmin.email }]));
  });
});
