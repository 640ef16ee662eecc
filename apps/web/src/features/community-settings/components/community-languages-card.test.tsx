import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { languageMessages, type CommunityLanguagesBody } from '@gathering/contract';
import { communityAdmin, renderApp, server, signIn, withFakeApi } from '../../../../test/render-app';
import { i18n } from '../../../i18n';

withFakeApi();

const community = {
  id: communityAdmin.community!.id,
  name: 'River Nation',
  slug: 'river',
  logo: null,
  androidBundleId: null,
  iosBundleId: null,
  appVersion: null,
  status: 'ACTIVE',
  contactPermission: false,
  subscription: 'STANDARD',
  population: null,
  updates: [],
  push: {
    apn: { isSet: false, keyId: null, teamId: null, updatedAt: null },
    gcm: { isSet: false, projectId: null, updatedAt: null },
  },
  pushHealth: null,
  lastSummaryAt: null,
  summaryRequestedAt: null,
  deletionDueAt: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  updatedOn: '2026-01-01T00:00:00.000Z',
};

// Issue 23: the community's languages, added, made default and removed from the settings screen.
describe('community languages card', { timeout: 60_000 }, () => {
  afterEach(() => i18n.changeLanguage('en'));

  function fakeLanguages() {
    const puts: CommunityLanguagesBody[] = [];
    let current = [{ tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true }];
    server.use(
      http.get('*/v1/community', () => HttpResponse.json({ data: community })),
      http.get('*/v1/community/languages', () => HttpResponse.json({ languages: current })),
      http.put('*/v1/community/languages', async ({ request }) => {
        const body = (await request.json()) as CommunityLanguagesBody;
        puts.push(body);
        if (body.languages.length < current.length && current.some((l) => l.tag === 'crk'))
          return HttpResponse.json({ message: languageMessages.firstLanguageInUse }, { status: 400 });
        current = body.languages as typeof current;
        return HttpResponse.json({ languages: current });
      }),
    );
    return puts;
  }

  it('adds a syllabic language with its own name, makes it the default, and says why removal failed', async () => {
    const puts = fakeLanguages();
    await signIn(communityAdmin);
    renderApp('/admin/settings/community');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Languages' }, { timeout: 10_000 });
    await within(card).findByText('English');
    await user.click(within(card).getByRole('button', { name: 'Add a language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a language' });
    // An invalid tag is refused in a sentence, before anything is sent.
    await user.type(within(dialog).getByRole('textbox', { name: /Language tag/ }), 'not a tag');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Use a BCP 47 language tag/)).toBeInTheDocument();
    expect(puts).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: /Language tag/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Language tag/ }), 'crk');
    // Leaving the tag fills in what CLDR knows (crk's likely script is syllabics); the community's words stand.
    await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Script/ })).toHaveValue('Cans'));
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'ᓀᐦᐃᔭᐍᐏᐣ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].languages[1]).toMatchObject({
      tag: 'crk',
      name: 'ᓀᐦᐃᔭᐍᐏᐣ',
      script: 'Cans',
      isDefault: false,
    });
    expect(await within(card).findByText('ᓀᐦᐃᔭᐍᐏᐣ')).toHaveAttribute('lang', 'crk');

    await user.click(within(card).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1].languages.map((l) => l.isDefault)).toEqual([false, true]);
    // English is no longer the default: it may be removed; the server refuses and the sentence is shown.
    await user.click(await within(card).findByRole('button', { name: 'Remove English' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove English?' });
    expect(
      within(confirm).getByText(/versions of items and notifications written in English/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove the language' }));
    expect(await screen.findByText(languageMessages.firstLanguageInUse)).toBeInTheDocument();
  });

  it('is in French for a French-speaking administrator', async () => {
    await i18n.changeLanguage('fr');
    fakeLanguages();
    await signIn({ ...communityAdmin, locale: 'fr' });
    renderApp('/admin/settings/community');
    const card = await screen.findByRole('region', { name: 'Langues' }, { timeout: 10_000 });
    expect(within(card).getByRole('button', { name: 'Ajouter une langue' })).toBeInTheDocument();
    expect(await within(card).findByText('Par défaut')).toBeInTheDocument();
  });
});
