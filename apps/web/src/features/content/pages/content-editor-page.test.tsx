import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages, type TagsResponse } from '@gathering/contract';
import {
  communityAdmin,
  renderApp,
  requests,
  server,
  signIn,
  withFakeApi,
} from '../../../../test/render-app';
import { i18n } from '../../../i18n';

withFakeApi();

const noTags = { tags: [] } satisfies TagsResponse;

/** Picks the 1st of this month in the open closing-date picker: in the past unless today is the 1st. */
async function pickFirstOfMonth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Closing date' }));
  const first = new Date();
  first.setDate(1);
  const name = first.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  await user.click(screen.getByRole('button', { name }));
}

describe('content editor (issue 10, Forms)', { timeout: 60_000 }, () => {
  beforeAll(() => {
    // Mantine's autosize textarea listens for font loading, which jsdom does not have.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: () => {}, removeEventListener: () => {} },
        configurable: true,
      });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('says in sentences what is missing or wrong, on the fields, and sends nothing', async () => {
    server.use(http.get('*/v1/tags', () => HttpResponse.json(noTags)));
    await signIn(communityAdmin);
    renderApp('/admin/jobs/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Create job' }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'External link' }), 'example.org');
    const firstIsPast = new Date().getDate() > 1;
    if (firstIsPast) await pickFirstOfMonth(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a headline.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    if (firstIsPast) expect(screen.getByText('The closing date cannot be in the past.')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST /v1/base'))).toEqual([]);
  });

  it('says the same in French', async () => {
    await i18n.changeLanguage('fr');
    server.use(http.get('*/v1/tags', () => HttpResponse.json(noTags)));
    await signIn({ ...communityAdmin, locale: 'fr' });
    renderApp('/admin/jobs/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: "Créer une offre d'emploi" }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Lien externe' }), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez saisir un titre.')).toBeInTheDocument();
    expect(
      screen.getByText('Veuillez saisir une adresse Web commençant par http:// ou https://.'),
    ).toBeInTheDocument();
  });

  it("puts the server's refusal under the field it names", async () => {
    server.use(
      http.get('*/v1/tags', () => HttpResponse.json(noTags)),
      http.post('*/v1/base/jobs', () =>
        HttpResponse.json({ message: contentMessages.linkInvalid, field: 'external_url' }, { status: 400 }),
      ),
    );
    await signIn(communityAdmin);
    renderApp('/admin/jobs/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Create job' }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: /Headline/ }), 'Cook');
    await user.type(screen.getByRole('textbox', { name: 'External link' }), 'https://example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'External link' })).toHaveAccessibleDescription(
        contentMessages.linkInvalid,
      ),
    );
    expect(requests).toContain('POST /v1/base/jobs');
  });
});
