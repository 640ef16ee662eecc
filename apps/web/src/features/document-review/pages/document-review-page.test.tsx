import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
