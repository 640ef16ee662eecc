import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedItemDetail } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { contentPushWidgets } from '../../../app/content-detail-route';
import { PublishDialog } from './publish-dialog';
import { PushWidgetsProvider } from './push-widgets';
import { pushOfItem, pushVersionsOfItem } from './publish-push-preview';
import { ITEM_BASE } from '../test-item';

const item = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  ...ITEM_BASE,
  headline: 'Summer feast',
  body: '<p>Bring a <strong>dish</strong>   to share.</p>',
  feedItemType: 'NewsItem',
} satisfies FeedItemDetail;

describe('pushOfItem', () => {
  it('takes the headline as title and the tagline, else the start of the body, as message', () => {
    expect(pushOfItem(item)).toEqual({ title: 'Summer feast', body: 'Bring a dish to share.' });
    expect(pushOfItem({ ...item, tagline: 'All welcome' }).body).toBe('All welcome');
  });

  it('cuts a headline past the store limit with an ellipsis, as the server does', () => {
    const title = pushOfItem({ ...item, headline: 'A'.repeat(80) }).title;
    expect(title).toHaveLength(65);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('PublishDialog: the push it sends', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(api, 'get').mockResolvedValue({ groups: [] });
  });

  it('shows the iOS and Android preview while the notification option is on', async () => {
    const user = setupUser();
    renderWithProviders(
      <PushWidgetsProvider widgets={contentPushWidgets}>
        <PublishDialog item={item} opened onClose={() => undefined} />
      </PushWidgetsProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    expect(within(dialog).queryByRole('figure', { name: 'iPhone' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: /push notification/i }));
    const ios = within(dialog).getByRole('figure', { name: 'iPhone' });
    expect(within(ios).getByText('Summer feast')).toBeInTheDocument();
    expect(within(ios).getByText('Bring a dish to share.')).toBeInTheDocument();
    expect(within(dialog).getByRole('figure', { name: 'Android' })).toBeInTheDocument();
  });

  it('shows the push in each of the item’s languages, one at a time (issue 40 #7)', async () => {
    vi.spyOn(api, 'get').mockImplementation((url: string) =>
      Promise.resolve(
        url.includes('/community/languages')
          ? {
              languages: [
                { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
                { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
              ],
            }
          : { groups: [] },
      ),
    );
    const user = setupUser();
    renderWithProviders(
      <PushWidgetsProvider widgets={contentPushWidgets}>
        <PublishDialog item={bilingual} opened onClose={() => undefined} />
      </PushWidgetsProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    await user.click(within(dialog).getByRole('switch', { name: /push notification/i }));
    const ios = () => within(dialog).getByRole('figure', { name: 'iPhone' });
    expect(within(ios()).getByText('Summer feast')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'Français' }));
    expect(within(ios()).getByText('Festin d’été')).toHaveAttribute('lang', 'fr');
    expect(within(ios()).getByText('Apportez un plat à partager.')).toBeInTheDocument();
  });
});

const bilingual = {
  ...item,
  translations: [
    {
      language: 'fr',
      headline: 'Festin d’été',
      tagline: '',
      body: '<p>Apportez un plat à partager.</p>',
      displayName: '',
      labels: {},
    },
    // No headline: no version of its own, its readers get the item's push.
    { language: 'crk', headline: '', tagline: 'ᑖᓂᓯ', body: '', displayName: '', labels: {} },
  ],
} satisfies FeedItemDetail;

describe('pushVersionsOfItem', () => {
  it('builds the push of each version with a headline, the item’s own first', () => {
    expect(pushVersionsOfItem(bilingual)).toEqual([
      { language: 'en', title: 'Summer feast', body: 'Bring a dish to share.' },
      { language: 'fr', title: 'Festin d’été', body: 'Apportez un plat à partager.' },
    ]);
  });
});
