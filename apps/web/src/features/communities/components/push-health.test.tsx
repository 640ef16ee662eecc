import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityDetail, CommunityDetailResponse, PushHealth } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { communityQuery } from '../api/get-community';
import { PushHealthPanel } from './push-health';

const { error: toastError } = watchToasts();

const community = {
  id: '6c1f7e0a-3b1d-4c53-9a53-0d8e3c2b1a10',
  name: 'Demo Nation',
  slug: 'demo-nation',
  logo: null,
  androidBundleId: null,
  iosBundleId: 'org.demo.app',
  appVersion: '1.0.0',
  status: 'ACTIVE',
  contactPermission: true,
  brandColor: null,
  subscription: 'PREMIUM',
  population: 1200,
  updates: [],
  push: {
    apn: { isSet: true, keyId: 'ABC123DEFG', teamId: 'DEF123GHIJ', updatedAt: '2026-01-05T10:00:00.000Z' },
    gcm: { isSet: false, projectId: null, updatedAt: null },
  },
  pushHealth: null,
  lastSummaryAt: null,
  summaryRequestedAt: null,
  deletionDueAt: null,
  createdOn: '2026-01-05T10:00:00.000Z',
  updatedOn: '2026-01-05T10:00:00.000Z',
} satisfies CommunityDetail;

function Page() {
  const query = useQuery(communityQuery(community.id));
  return query.data ? <PushHealthPanel community={query.data} /> : null;
}

describe('PushHealthPanel', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tests the credentials and shows the new state with the provider’s reason', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: community } satisfies CommunityDetailResponse);
    const failing = {
      state: 'FAILING',
      apn: 'InvalidProviderToken',
      gcm: null,
      checkedAt: '2026-11-23T15:00:00.000Z',
    } satisfies PushHealth;
    const post = vi.spyOn(api, 'post').mockResolvedValue(failing);
    const user = setupUser();
    renderWithProviders(<Page />);
    const panel = await screen.findByTestId('push-health');
    expect(within(panel).getByText('Not checked')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Test credentials' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v1/community/${community.id}/push/test`));
    expect(await within(panel).findByText('Failing')).toBeInTheDocument();
    expect(within(panel).getByText('Apple (APN): InvalidProviderToken')).toBeInTheDocument();
    expect(within(panel).getByText('Android (FCM): no credentials')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(
      'Apple or Google refused the push credentials. See the reason under Credential health.',
    );
  });
});
