import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FeedItemDetail, RevisionContent, RevisionDetail, RevisionList } from '@gathering/contract';
import { communityAdmin, renderApp, server, signIn, withFakeApi } from '../../../../test/render-app';
import { ITEM_BASE } from '../test-item';

withFakeApi();

const ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const item = {
  id: ID,
  ...ITEM_BASE,
  headline: 'Council meeting moved',
  feedItemType: 'NewsItem',
  status: 'PUBLISHED',
  revision: { number: 2, savedAt: '2026-11-20T16:00:00.000Z', savedBy: 'Marie Cardinal' },
} satisfies FeedItemDetail;

const content = (headline: string, body: string, crk: string): RevisionContent => ({
  kind: 'NEWS',
  language: 'en',
  headline,
  tagline: '',
  tags: [],
  citationRequired: false,
  coverImage: null,
  attachment: null,
  data: { body },
  translations: [{ language: 'crk', headline: crk, tagline: '', body: '', displayName: '', labels: {} }],
});
const entry = (number: number, current: boolean) => ({
  number,
  savedAt: `2026-11-20T1${number}:00:00.000Z`,
  savedBy: { id: null, name: 'Marie Cardinal' },
  restoredFrom: null,
  current,
  moves:
    number === 1
      ? [{ action: 'PUBLISHED' as const, at: '2026-11-20T11:30:00.000Z', by: 'Marie Cardinal' }]
      : [],
});
const list: RevisionList = {
  data: [entry(2, true), entry(1, false)],
  status: 'PUBLISHED',
  isDeleted: false,
  kept: 50,
};
const versions: Record<number, RevisionDetail> = {
  1: { ...entry(1, false), content: content('Council meeting', '<p>In the hall.</p>', 'ᐊᔭᒥᐦᐃᐁᐧᐃᓐ') },
  2: {
    ...entry(2, true),
    content: content('Council meeting moved', '<p>In the <b>school</b>.</p>', 'ᐊᔭᒥᐦᐃᐁᐧᐃᓐ'),
  },
};

// Issue 40 #3: two versions side by side per language, and an earlier one restored as the newest.
describe('an item’s version history', () => {
  it('compares two versions per language, words marked, and restores the earlier one after a warning', async () => {
    let restored = 0;
    server.use(
      http.get('*/v1/feedItem/view/:id', () => HttpResponse.json(item)),
      http.get('*/v1/feeditem/:id/revisions', () => HttpResponse.json(list)),
      http.get('*/v1/feeditem/:id/revisions/:number', ({ params }) =>
        HttpResponse.json(versions[Number(params.number)]),
      ),
      http.get('*/v1/community/languages', () =>
        HttpResponse.json({
          languages: [
            { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
            { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
          ],
        }),
      ),
      http.post('*/v1/feeditem/:id/revisions/:number/restore', () => {
        restored += 1;
        return HttpResponse.json({
          ...item,
          headline: 'Council meeting',
          revision: { ...item.revision, number: 3 },
        });
      }),
    );
    await signIn(communityAdmin);
    const user = userEvent.setup();
    renderApp(`/admin/news/${ID}/history`);
    expect(
      await screen.findByRole('heading', { name: 'Version history', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Published Nov 20, 2026, 11:30 AM by Marie Cardinal', { exact: false }),
    ).toBeInTheDocument();
    const body = await screen.findByRole('region', { name: 'Body' });
    // The removed word on the earlier side, the added one on the later side; the markup is gone.
    expect(within(body).getByText('hall', { selector: 'del' })).toBeInTheDocument();
    expect(within(body).getByText('school', { selector: 'ins' })).toBeInTheDocument();
    expect(screen.getByText('2 fields differ.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'ᓀᐦᐃᔭᐍᐏᐣ' }));
    expect(await screen.findByText('These versions are the same in this language.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/members see version 1's words at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(restored).toBe(1));
    expect(await screen.findByText('Version 1 was restored as version 3.')).toBeInTheDocument();
  });
});
