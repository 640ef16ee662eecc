import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { route } from '../src/public-entry/routes';
import { publicPages } from './public-pages';
import { requests, server } from './render-app';

// An emergency alert's e-mail link, PUBLIC_URL/alerts/confirm/{token} (issue 36): opened, it shows the alert and
// asks nothing of the server but to read it; only the button confirms.
const { open } = publicPages();

const alert = {
  community: 'Demo Nation',
  title: 'Boil water advisory',
  body: 'Boil tap water for one minute before drinking.\nBottled water at the band office.',
  confirmed: false,
};

/** The API of the link: GET answers the alert as it stands; POST confirms it. */
function fakeLink(post: () => Response = () => HttpResponse.json({ ...alert, confirmed: true })) {
  let confirmed = false;
  server.use(
    http.get('*/v1/public/cascade/confirm/:token', () => HttpResponse.json({ ...alert, confirmed })),
    http.post('*/v1/public/cascade/confirm/:token', () => {
      const answer = post();
      if (answer.ok) confirmed = true;
      return answer;
    }),
  );
  return { confirmed: () => confirmed };
}

describe('alert confirmation link', () => {
  it('has its address, open to everyone', () => {
    const ctx = { search: new URLSearchParams(), signedIn: false, leave: () => {} };
    expect(route('/alerts/confirm/abcdefghijkl', ctx)).not.toBeNull();
    expect(route('/alerts/confirm/abcdefghijkl', { ...ctx, signedIn: true })).not.toBeNull();
    for (const path of ['/alerts', '/alerts/confirm', '/alerts/other/abc', '/alerts/confirm/a/b'])
      expect(route(path, ctx), path).toBeNull();
  });

  it('opening the link only reads the alert; the button confirms it', async () => {
    const link = fakeLink();
    const user = userEvent.setup();
    open('/alerts/confirm/tok-123456789');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boil water advisory' })).toBeInTheDocument();
    expect(screen.getByText('Emergency alert from Demo Nation')).toBeInTheDocument();
    expect(screen.getByText(/Boil tap water for one minute/)).toBeInTheDocument();
    expect(document.title).toBe('Boil water advisory · Gathering');
    // Nothing but the GET: the page changed nothing.
    expect(requests).toEqual(['GET /v1/public/cascade/confirm/tok-123456789']);
    expect(link.confirmed()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'I Received This Alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your answer was recorded. You will not be contacted again about this alert.',
    );
    expect(requests).toEqual([
      'GET /v1/public/cascade/confirm/tok-123456789',
      'POST /v1/public/cascade/confirm/tok-123456789',
    ]);
    expect(link.confirmed()).toBe(true);
    expect(screen.queryByRole('button', { name: 'I Received This Alert' })).not.toBeInTheDocument();
  });

  it('in French, and a link already confirmed says so without a button', async () => {
    fakeLink();
    const user = userEvent.setup();
    open('/alerts/confirm/tok-123456789', { language: 'fr' });
    expect(await screen.findByText('Alerte d’urgence de Demo Nation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'J’ai reçu cette alerte' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Merci : votre réponse a été enregistrée.');
    document.body.replaceChildren();
    requests.length = 0;
    open('/alerts/confirm/tok-123456789', { language: 'fr' });
    // The loader is a status too: the answer is awaited by its words.
    expect(await screen.findByText(/Merci : votre réponse a été enregistrée./)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'J’ai reçu cette alerte' })).toBeNull();
    expect(requests).toEqual(['GET /v1/public/cascade/confirm/tok-123456789']);
  });

  it('a lost answer leaves the button to try again; a link that names no one says so', async () => {
    let fail = true;
    fakeLink(() =>
      fail
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : HttpResponse.json({ ...alert, confirmed: true }),
    );
    const user = userEvent.setup();
    open('/alerts/confirm/tok-123456789');
    await user.click(await screen.findByRole('button', { name: 'I Received This Alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent. Check your connection and try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'I Received This Alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you');

    document.body.replaceChildren();
    server.use(
      http.get('*/v1/public/cascade/confirm/:token', () =>
        HttpResponse.json({ message: 'This confirmation link is invalid or has expired.' }, { status: 404 }),
      ),
    );
    open('/alerts/confirm/nobody-12345');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This Link Does Not Work' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I Received This Alert' })).toBeNull();
  });
});
