import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItemDetail, TagsResponse } from '@gathering/contract';
import { communityAdmin, renderApp, server, signIn, withFakeApi } from '../../../../test/render-app';
import { i18n } from '../../../i18n';
import { forgetKeptDrafts, keepDraft } from '../../../lib/kept-drafts';
import { formatDateTime } from '../../../lib/format';
import { draftOf } from '../components/content-draft';
import { ITEM_BASE } from '../test-item';

withFakeApi();

const ID = '6d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const SAVED_AT = '2026-11-20T16:00:00.000Z';
const item = {
  id: ID,
  ...ITEM_BASE,
  headline: 'Council meeting moved',
  feedItemType: 'NewsItem',
  revision: { number: 3, savedAt: SAVED_AT, savedBy: 'Marie Cardinal' },
} satisfies FeedItemDetail;

// Issue 40 #3: a draft kept in this browser follows the item's versions: when the item was saved again after the
// draft was kept (by someone else, or a version restored), the offer says so before the draft replaces those words.
describe('a kept draft and the item’s versions', { timeout: 60_000 }, () => {
  beforeAll(() => {
    // Mantine's autosize textarea listens for font loading, which jsdom does not have.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: () => {}, removeEventListener: () => {} },
        configurable: true,
      });
  });
  afterEach(async () => {
    await forgetKeptDrafts(communityAdmin.id);
    await i18n.changeLanguage('en');
  });

  async function openWithDraftOf(version: number) {
    server.use(
      http.get('*/v1/feedItem/view/:id', () => HttpResponse.json(item)),
      http.get('*/v1/tags', () => HttpResponse.json({ tags: [] } satisfies TagsResponse)),
    );
    await signIn(communityAdmin);
    await keepDraft(`content:news:${ID}`, {
      ...draftOf({ ...item, revision: { ...item.revision, number: version } }),
      headline: 'Words typed and not saved',
    });
    renderApp(`/admin/news/${ID}/edit`);
    return screen.findByRole('region', { name: i18n.t('common:keptDraft.title') }, { timeout: 10_000 });
  }

  it('says the item was saved since the draft was kept: which version, when and by whom', async () => {
    const banner = await openWithDraftOf(2);
    expect(banner).toHaveTextContent(
      i18n.t('content:revisions.keptSince', {
        number: 3,
        when: formatDateTime(SAVED_AT),
        who: 'Marie Cardinal',
      }),
    );
  });

  it('says nothing more when the item is still the version the draft was typed over', async () => {
    const banner = await openWithDraftOf(3);
    expect(banner).toHaveTextContent(i18n.t('common:keptDraft.restore'));
    expect(banner).not.toHaveTextContent(i18n.t('content:revisions.versionTitle', { number: 3 }));
    expect(banner.textContent).not.toContain('Marie Cardinal');
  });
});
