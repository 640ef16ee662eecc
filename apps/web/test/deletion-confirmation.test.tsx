import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, requests, server, withFakeApi } from './render-app';

withFakeApi();

const preview = {
  firstName: 'Kaya',
  maskedEmail: 'k*********@example.org',
  community: { name: 'River Nation', slug: 'river', logo: null },
};
const refused = () => HttpResponse.json({ message: 'Token was invalid or expired' }, { status: 400 });

describe('deletion confirmation page', () => {
  it('opening the link only shows whose app user in which community; the button deletes it', async () => {
    server.use(
      http.get('*/v1/users/deletion/good', () => HttpResponse.json(preview)),
      http.post('*/v1/users/deletion/good', () =>
        HttpResponse.json({ message: 'Your app user has been deleted.' }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/deletion-confirmation/good');
    expect(
      await screen.findByText('The app user Kaya (k*********@example.org) of River Nation will be deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'River Nation' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Confirm the Deletion of Your App User' }),
    ).toBeInTheDocument();
    // Opening read the link and used nothing: no other call was made.
    expect(requests).toEqual(['GET /v1/users/deletion/good']);
    expect(screen.getByRole('link', { name: 'Keep My App User' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Delete My App User' }));
    expect(await screen.findByText('User Deletion Completed Successfully')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your membership!')).toBeInTheDocument();
    expect(requests).toEqual(['GET /v1/users/deletion/good', 'POST /v1/users/deletion/good']);
  });

  it('shows the address alone when the app user has no first name', async () => {
    server.use(
      http.get('*/v1/users/deletion/noname', () => HttpResponse.json({ ...preview, firstName: '' })),
    );
    renderApp('/deletion-confirmation/noname');
    expect(
      await screen.findByText('The app user k*********@example.org of River Nation will be deleted.'),
    ).toBeInTheDocument();
  });

  it('shows the failure texts for a confirmation refused because the link was used meanwhile', async () => {
    server.use(
      http.get('*/v1/users/deletion/raced', () => HttpResponse.json(preview)),
      http.post('*/v1/users/deletion/raced', refused),
    );
    const user = userEvent.setup();
    renderApp('/deletion-confirmation/raced');
    await user.click(await screen.findByRole('button', { name: 'Delete My App User' }));
    expect(await screen.findByText('User Deletion Error')).toBeInTheDocument();
    expect(screen.getByText('Token was invalid or expired')).toBeInTheDocument();
  });

  it('shows the failure texts for a bad or missing token, without offering to delete', async () => {
    server.use(http.get('*/v1/users/deletion/bad', refused));
    const a = renderApp('/deletion-confirmation/bad');
    expect(await screen.findByText('User Deletion Error')).toBeInTheDocument();
    expect(screen.getByText('Token was invalid or expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Delete My App User' })).not.toBeInTheDocument();
    a.unmount();
    renderApp('/deletion-confirmation');
    expect(await screen.findByText('User Deletion Error')).toBeInTheDocument();
    expect(requests).toEqual(['GET /v1/users/deletion/bad']);
  });
});
