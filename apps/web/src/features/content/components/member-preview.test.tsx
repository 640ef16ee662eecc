import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { draftOf } from './content-draft';
import { MemberPreview } from './member-preview';

const languages = [
  { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
  { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
  { tag: 'cr', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
];

describe(
  'MemberPreview: the unsaved item as members will read it (issue 35 item 5)',
  { timeout: 20_000 },
  () => {
    beforeEach(() => {
      vi.restoreAllMocks();
      vi.spyOn(api, 'get').mockResolvedValue({ languages });
    });

    it('draws the card and the opened item in each language that has a version, with the member app’s words', async () => {
      const user = setupUser();
      const values = {
        ...draftOf(),
        headline: 'Youth job fair',
        tagline: 'Meet employers',
        body: '<p>Bring your <strong>résumé</strong>.</p>',
        employer: 'Band office',
        closingDate: new Date(2027, 0, 15),
        versions: {
          fr: { headline: 'Salon de l’emploi', tagline: 'Rencontrez', body: '<p>Apportez votre CV.</p>' },
          // A version without a headline is not a version members can read: no tab.
          cr: { headline: '', tagline: '', body: '' },
        },
      };
      renderWithProviders(<MemberPreview kind="jobs" values={values} ownTag="en" />);
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      const dialog = await screen.findByRole('dialog', { name: 'Preview: as members see it' });
      // The feed's card (a heading of level 2 in the member app's feed) and the opened item (level 2 here).
      expect(within(dialog).getAllByRole('heading', { name: 'Youth job fair' })).toHaveLength(2);
      expect(within(dialog).getByText('résumé')).toBeInTheDocument();
      expect(within(dialog).getByText('Band office')).toBeInTheDocument();
      expect(within(dialog).getByText('Closing date')).toBeInTheDocument();
      expect(within(dialog).getByText('January 15, 2027')).toBeInTheDocument();
      expect(within(dialog).queryByRole('radio', { name: 'ᓀᐦᐃᔭᐍᐏᐣ' })).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('radio', { name: 'Français' }));
      expect(await within(dialog).findAllByRole('heading', { name: 'Salon de l’emploi' })).toHaveLength(2);
      // The French member's app: its own words in French, the job's facts kept (they are not per language).
      expect(within(dialog).getByText('Date de clôture')).toBeInTheDocument();
      expect(within(dialog).getByText('Band office')).toBeInTheDocument();
      expect(within(dialog).getByText('Apportez votre CV.').closest('article')).toHaveAttribute('lang', 'fr');
    });

    it('draws only what the editor writes: a kept draft’s script or handler does not reach the page', async () => {
      const user = setupUser();
      const values = {
        ...draftOf(),
        headline: 'Notice',
        body: '<p>Read <img src="x" onerror="alert(1)">this<script>alert(2)</script></p><iframe src="https://evil.example"></iframe>',
      };
      renderWithProviders(<MemberPreview kind="news" values={values} ownTag="en" />);
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      const dialog = await screen.findByRole('dialog', { name: 'Preview: as members see it' });
      expect(within(dialog).getByText(/this/)).toBeInTheDocument();
      expect(dialog.querySelector('script, iframe, [onerror]')).toBeNull();
    });
  },
);
