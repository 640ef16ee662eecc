import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityLanguagesResponse, FeedItemDetail, TagsResponse } from '@gathering/contract';
import { communityAdmin, renderApp, server, signIn, withFakeApi } from '../../../../test/render-app';
import { i18n } from '../../../i18n';
import { ITEM_BASE } from '../test-item';

withFakeApi();

const noTags = { tags: [] } satisfies TagsResponse;
const three = {
  languages: [
    { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
    { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
    { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
  ],
} satisfies CommunityLanguagesResponse;

// Issue 23: one tab per language of the community, each with its completion; saving sends every version.
describe('content editor: language tabs', { timeout: 60_000 }, () => {
  beforeAll(() => {
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: () => {}, removeEventListener: () => {} },
        configurable: true,
      });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows each language’s completion and saves the versions with the item', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('*/v1/tags', () => HttpResponse.json(noTags)),
      http.get('*/v1/community/languages', () => HttpResponse.json(three)),
      http.post('*/v1/base/news', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'stop here' }, { status: 400 });
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/news/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Create news item' }, { timeout: 10_000 });
    const tabs = await screen.findByRole('tablist', { name: 'Languages' });
    const tab = (name: RegExp) => within(tabs).getByRole('tab', { name });
    expect(tab(/English/)).toHaveAccessibleName('English 0 of 3 fields');
    expect(tab(/ᓀᐦᐃᔭᐍᐏᐣ/)).toHaveAccessibleName('ᓀᐦᐃᔭᐍᐏᐣ 0 of 3 fields');
    await user.type(screen.getByRole('textbox', { name: /Headline/ }), 'Hello, relatives');
    await user.type(screen.getByRole('textbox', { name: /Tagline/ }), 'Welcome');
    expect(tab(/English/)).toHaveAccessibleName('English 2 of 3 fields');

    await user.click(tab(/ᓀᐦᐃᔭᐍᐏᐣ/));
    const cree = screen.getByRole('textbox', { name: /Headline/ });
    // The Cree fields are marked as Cree, so screen readers and fonts read them as such.
    expect(cree).toHaveAttribute('lang', 'crk');
    expect(cree).toHaveValue('');
    await user.type(cree, 'ᑖᓂᓯ');
    expect(tab(/ᓀᐦᐃᔭᐍᐏᐣ/)).toHaveAccessibleName('ᓀᐦᐃᔭᐍᐏᐣ 1 of 3 fields');
    expect(tab(/Français/)).toHaveAccessibleName('Français 0 of 3 fields');
    // Back to English: its text was kept.
    await user.click(tab(/English/));
    expect(screen.getByRole('textbox', { name: /Headline/ })).toHaveValue('Hello, relatives');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      headline: 'Hello, relatives',
      tagline: 'Welcome',
      translations: [{ language: 'crk', headline: 'ᑖᓂᓯ', tagline: '', body: '' }],
    });
  });

  it('names a document’s file in each language, in English and in French', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('*/v1/tags', () => HttpResponse.json(noTags)),
      http.get('*/v1/community/languages', () => HttpResponse.json(three)),
      http.post('*/v1/base/documents', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'stop here' }, { status: 400 });
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/documents/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Create document' }, { timeout: 10_000 });
    const tabs = await screen.findByRole('tablist', { name: 'Languages' });
    await user.type(screen.getByRole('textbox', { name: /Headline/ }), 'Council minutes');
    await user.click(within(tabs).getByRole('tab', { name: /ᓀᐦᐃᔭᐍᐏᐣ/ }));
    await user.type(screen.getByRole('textbox', { name: /Headline/ }), 'ᐅᑭᒪᐤ ᐊᒋᒧᐏᓇ');
    const name = screen.getByRole('textbox', { name: /Document name/ });
    expect(name).toHaveAttribute('lang', 'crk');
    await user.type(name, 'ᐅᑭᒪᐤ ᒪᓯᓇᐦᐃᑲᐣ᙮');
    await user.click(within(tabs).getByRole('tab', { name: /English/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      headline: 'Council minutes',
      translations: [{ language: 'crk', headline: 'ᐅᑭᒪᐤ ᐊᒋᒧᐏᓇ', displayName: 'ᐅᑭᒪᐤ ᒪᓯᓇᐦᐃᑲᐣ᙮' }],
    });

    await i18n.changeLanguage('fr');
    await user.click(
      within(screen.getByRole('tablist', { name: 'Langues' })).getByRole('tab', { name: /Français/ }),
    );
    expect(screen.getByRole('textbox', { name: /Nom du document/ })).toHaveAttribute('lang', 'fr');
  });

  it('labels a saved form’s fields in another language, in English and in French', async () => {
    const NAME = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
    const form = {
      id: '7d1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      ...ITEM_BASE,
      headline: 'Feast sign-up',
      feedItemType: 'FormItem',
      emails: [],
      formNodes: [
        {
          id: '2b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
          header: 'You',
          description: '',
          footer: '',
          nodeInputs: [
            {
              id: NAME,
              label: 'Your name',
              type: 'SHORT_TEXT',
              placeholder: '',
              description: '',
              values: [],
              isRequired: true,
            },
          ],
        },
      ],
      translations: [],
    } satisfies FeedItemDetail;
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('*/v1/tags', () => HttpResponse.json(noTags)),
      http.get('*/v1/community/languages', () => HttpResponse.json(three)),
      http.get('*/v1/feedItem/view/:id', () => HttpResponse.json(form)),
      http.patch('*/v1/base/forms/:id', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'stop here' }, { status: 400 });
      }),
    );
    await signIn(communityAdmin);
    renderApp(`/admin/forms/${form.id}/edit`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Edit form' }, { timeout: 10_000 });
    const tabs = await screen.findByRole('tablist', { name: 'Languages' });
    await user.click(within(tabs).getByRole('tab', { name: /Français/ }));
    await user.type(screen.getByRole('textbox', { name: /Headline/ }), 'Inscription au festin');
    const label = screen.getByRole('textbox', { name: /Label of “Your name”/ });
    expect(label).toHaveAttribute('lang', 'fr');
    await user.type(label, 'Votre nom');
    await user.click(within(tabs).getByRole('tab', { name: /English/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      translations: [{ language: 'fr', headline: 'Inscription au festin', labels: { [NAME]: 'Votre nom' } }],
    });

    await i18n.changeLanguage('fr');
    await user.click(
      within(screen.getByRole('tablist', { name: 'Langues' })).getByRole('tab', { name: /ᓀᐦᐃᔭᐍᐏᐣ/ }),
    );
    expect(screen.getByRole('textbox', { name: /Libellé de « Your name »/ })).toHaveAttribute('lang', 'crk');
  });

  it('names the tabs and their completion in French', async () => {
    await i18n.changeLanguage('fr');
    server.use(
      http.get('*/v1/tags', () => HttpResponse.json(noTags)),
      http.get('*/v1/community/languages', () => HttpResponse.json(three)),
    );
    await signIn({ ...communityAdmin, locale: 'fr' });
    renderApp('/admin/news/new');
    const tabs = await screen.findByRole('tablist', { name: 'Langues' }, { timeout: 10_000 });
    expect(within(tabs).getByRole('tab', { name: /Français/ })).toHaveAccessibleName(
      'Français 0 champs sur 3',
    );
  });

  it('shows no tabs for a community with one language', async () => {
    server.use(http.get('*/v1/tags', () => HttpResponse.json(noTags)));
    await signIn(communityAdmin);
    renderApp('/admin/news/new');
    await screen.findByRole('heading', { name: 'Create news item' }, { timeout: 10_000 });
    await screen.findByRole('textbox', { name: /Headline/ });
    expect(screen.queryByRole('tablist', { name: 'Languages' })).toBeNull();
  });

  // One rule (language-versions.tsx completion): a document counts its file's name, a form each field's label.
  describe('completion of a document and a form', () => {
    const base = ITEM_BASE;
    const open = async (kind: string, detail: FeedItemDetail, heading: string) => {
      server.use(
        http.get('*/v1/tags', () => HttpResponse.json(noTags)),
        http.get('*/v1/community/languages', () => HttpResponse.json(three)),
        http.get('*/v1/feedItem/view/:id', () => HttpResponse.json(detail)),
      );
      await signIn(communityAdmin);
      renderApp(`/admin/${kind}/${detail.id}/edit`);
      await screen.findByRole('heading', { name: heading }, { timeout: 10_000 });
      const tabs = await screen.findByRole('tablist', { name: 'Languages' });
      return (name: RegExp) => within(tabs).getByRole('tab', { name });
    };

    it('counts a document’s file name, its own and each version’s', async () => {
      const tab = await open(
        'documents',
        {
          ...base,
          id: '6d1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          headline: 'Council minutes',
          feedItemType: 'DocumentItem',
          body: '',
          attachment: {
            id: '8d1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
            filePath: 'f/minutes.pdf',
            mimeType: 'application/pdf',
            fileSize: 10,
            originalName: 'minutes.pdf',
            fileName: 'minutes.pdf',
            fileUrl: '/files/minutes.pdf',
            displayName: 'Minutes, March',
          },
          translations: [
            { language: 'fr', headline: 'Procès-verbal', tagline: '', body: '', displayName: '', labels: {} },
          ],
        },
        'Edit document',
      );
      // Headline, tagline, body and the file's name.
      expect(tab(/English/)).toHaveAccessibleName('English 2 of 4 fields');
      expect(tab(/Français/)).toHaveAccessibleName('Français 1 of 4 fields');
      expect(tab(/ᓀᐦᐃᔭᐍᐏᐣ/)).toHaveAccessibleName('ᓀᐦᐃᔭᐍᐏᐣ 0 of 4 fields');
      const user = userEvent.setup();
      await user.click(tab(/Français/));
      await userEvent
        .setup()
        .type(screen.getByRole('textbox', { name: /Document name/ }), 'Procès-verbal, mars');
      expect(tab(/Français/)).toHaveAccessibleName('Français 2 of 4 fields');
    });

    it('counts each of a form’s field labels: three fields, a version with a headline, a tagline and two labels is 4 of 5', async () => {
      const ids = [
        '3b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a51',
        '3b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a52',
        '3b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a53',
      ];
      const labels = ['Your name', 'Guests', 'Allergies'];
      const tab = await open(
        'forms',
        {
          ...base,
          id: '9d1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          headline: 'Feast sign-up',
          feedItemType: 'FormItem',
          emails: [],
          formNodes: [
            {
              id: '4b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
              header: 'You',
              description: '',
              footer: '',
              nodeInputs: ids.map((id, i) => ({
                id,
                label: labels[i],
                type: 'SHORT_TEXT' as const,
                placeholder: '',
                description: '',
                values: [],
                isRequired: false,
              })),
            },
          ],
          translations: [
            {
              language: 'fr',
              headline: 'Inscription au festin',
              tagline: 'Bienvenue',
              body: '',
              displayName: '',
              labels: { [ids[0]]: 'Votre nom', [ids[1]]: 'Invités' },
            },
          ],
        },
        'Edit form',
      );
      // Headline, tagline and three labels; the own language's labels are the fields' own.
      expect(tab(/English/)).toHaveAccessibleName('English 4 of 5 fields');
      expect(tab(/Français/)).toHaveAccessibleName('Français 4 of 5 fields');
      expect(tab(/ᓀᐦᐃᔭᐍᐏᐣ/)).toHaveAccessibleName('ᓀᐦᐃᔭᐍᐏᐣ 0 of 5 fields');
      const user = userEvent.setup();
      await user.click(tab(/Français/));
      await user.type(screen.getByRole('textbox', { name: /Label of “Allergies”/ }), 'Allergies');
      expect(tab(/Français/)).toHaveAccessibleName('Français 5 of 5 fields');
    });
  });
});
