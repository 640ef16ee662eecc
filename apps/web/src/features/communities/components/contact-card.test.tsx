import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityDetail, CommunityDetailResponse } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { communityQuery } from '../api/get-community';
import { ContactCard } from './contact-card';

const community = {
  id: '6c1f7e0a-3b1d-4c53-9a53-0d8e3c2b1a10',
  name: 'Demo Nation',
  slug: 'demo-nation',
  logo: null,
  androidBundleId: null,
  iosBundleId: null,
  appVersion: '1.0.0',
  status: 'ACTIVE',
  contactPermission: true,
  brandColor: null,
  subscription: 'PREMIUM',
  population: 1200,
  updates: [],
  push: {
    apn: { isSet: false, keyId: null, teamId: null, updatedAt: null },
    gcm: { isSet: false, projectId: null, updatedAt: null },
  },
  pushHealth: null,
  lastSummaryAt: null,
  summaryRequestedAt: null,
  deletionDueAt: null,
  createdOn: '2026-01-05T10:00:00.000Z',
  updatedOn: '2026-01-05T10:00:00.000Z',
} satisfies CommunityDetail;

/** The card fed by the real detail query, as on the community page. */
function Page() {
  const query = useQuery(communityQuery(community.id));
  return query.data ? <ContactCard community={query.data} /> : null;
}

describe('ContactCard', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('says a summary is on its way right after Send summary, without a reload (item 10)', async () => {
    let detail: CommunityDetail = community;
    vi.spyOn(api, 'get').mockImplementation(async () => ({ data: detail }) satisfies CommunityDetailResponse);
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      // The server queues the e-mail: the detail now carries the request time, not yet a sent time.
      detail = { ...community, summaryRequestedAt: '2026-03-02T15:04:00.000Z' };
      return { message: 'The community summary is on its way to its administrators.' };
    });
    const user = setupUser();
    renderWithProviders(<Page />);
    expect(await screen.findByText('No summary has been sent yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send summary' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send summary' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v1/community/contact/${community.id}`));
    expect(await screen.findByText(/^Summary requested .*on its way/)).toBeInTheDocument();
    expect(screen.queryByText('No summary has been sent yet')).not.toBeInTheDocument();
  });

  it('shows when the last summary went out, in French too', async () => {
    const sent = {
      ...community,
      lastSummaryAt: '2026-03-02T15:05:00.000Z',
      summaryRequestedAt: '2026-03-02T15:04:00.000Z',
    };
    renderWithProviders(<ContactCard community={sent} />);
    expect(screen.getByTestId('summary-state')).toHaveTextContent(/^Last summary sent .*2026/);
    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(screen.getByTestId('summary-state')).toHaveTextContent(/^Dernier sommaire envoyé/),
    );
  });
});
