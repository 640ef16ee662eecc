import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalReview } from '@gathering/contract';
import { renderApp, server, withFakeApi } from '../../../../test/render-app';
import { i18n } from '../../../i18n';

const t = i18n.getFixedT('en', 'document-review');
withFakeApi();

describe('document review with a bad link (issue 10, item 9)', () => {
  it('says the link is invalid or expired, to ask the sender for a new one, and links to the home page', async () => {
    server.use(
      http.get('*/v1/approvals/:token', () =>
        HttpResponse.json({ message: 'This review link is invalid or has expired' }, { status: 404 }),
      ),
    );
    renderApp('/document-review/expired-token');
    expect(await screen.findByText(t('invalid.text'), undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('invalid.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('invalid.home') })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

const pending = {
  community: 'River Nation',
  headline: 'Budget 2027',
  tagline: '',
  email: 'elder@example.org',
  status: 'PENDING',
  comments: '',
  attachment: null,
  expiresAt: '2030-06-21T12:00:00.000Z',
} satisfies ApprovalReview;

describe('document review in French', () => {
  beforeAll(() => {
    // Mantine's autosize textarea listens for font loading, which jsdom does not have.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: () => {}, removeEventListener: () => {} },
        configurable: true,
      });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it("asks for the reviewer's decision in French, with the date written the French way", async () => {
    await i18n.changeLanguage('fr');
    server.use(http.get('*/v1/approvals/:token', () => HttpResponse.json(pending)));
    renderApp('/document-review/some-token');
    expect(
      await screen.findByRole('heading', { name: 'Budget 2027' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('River Nation vous demande de réviser un document')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approuver' })).toBeInTheDocument();
    expect(screen.getByText(/Ce lien expire le 21 juin 2030\./)).toBeInTheDocument();
  });

  it("says a decided document was already reviewed, in the reader's language", async () => {
    await i18n.changeLanguage('fr');
    server.use(
      http.get('*/v1/approvals/:token', () => HttpResponse.json({ ...pending, status: 'APPROVED' })),
    );
    renderApp('/document-review/some-token');
    expect(
      await screen.findByRole('heading', { name: 'Vous avez approuvé ce document' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ce document a déjà été révisé')).toBeInTheDocument();
  });
});
