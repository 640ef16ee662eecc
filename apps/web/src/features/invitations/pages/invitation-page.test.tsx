import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, server, withFakeApi } from '../../../../test/render-app';
import { i18n } from '../../../i18n';

const t = i18n.getFixedT('en', 'invitations');
const community = { name: 'River Nation', slug: 'river-nation' };
withFakeApi();

describe('invitation page', () => {
  it('shows the community and accepts the invitation', async () => {
    let accepted = false;
    server.use(
      http.get('*/v1/invitations/:token', () => HttpResponse.json({ community })),
      http.post('*/v1/invitations/:token/accept', () => {
        accepted = true;
        return HttpResponse.json({ message: 'Welcome!', community });
      }),
    );
    renderApp('/invitations/good-token');
    const heading = await screen.findByRole(
      'heading',
      { name: t('ask.title', { community: community.name }) },
      { timeout: 10_000 },
    );
    expect(heading).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('ask.accept') }));
    expect(
      await screen.findByRole('heading', { name: t('accepted.title', { community: community.name }) }),
    ).toBeInTheDocument();
    expect(accepted).toBe(true);
  });

  it('declines: nothing joined, a way on', async () => {
    server.use(
      http.get('*/v1/invitations/:token', () => HttpResponse.json({ community })),
      http.post('*/v1/invitations/:token/decline', () =>
        HttpResponse.json({ message: 'Declined', community }),
      ),
    );
    renderApp('/invitations/good-token');
    await userEvent.click(await screen.findByRole('button', { name: t('ask.decline') }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { name: t('declined.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('invalid.home') })).toHaveAttribute('href', '/');
  });

  it('says an invalid or expired link is so, with a way on', async () => {
    server.use(
      http.get('*/v1/invitations/:token', () =>
        HttpResponse.json({ message: 'This invitation is invalid or has expired.' }, { status: 400 }),
      ),
    );
    renderApp('/invitations/old-token');
    expect(
      await screen.findByRole('heading', { name: t('invalid.title') }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('invalid.home') })).toHaveAttribute('href', '/');
  });
});
