import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BasicCommunitiesResponse,
  PlatformMemberListResponse,
  PlatformMemberRow,
} from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { MembersPanel } from './members-panel';

const row = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  communityId: '00000000-0000-4000-8000-000000000003',
  community: 'Demo Nation',
  isMultiMember: false,
  email: 'aiyana@example.com',
  firstName: 'Aiyana',
  lastName: 'Cardinal',
  fullName: 'Aiyana Cardinal',
  isDeleted: false,
  isEmailVerified: true,
  scope: 'APP',
  username: 'aiyana',
  lastLogin: null,
  status: 'ACTIVE',
  createdOn: '2026-01-01T00:00:00.000Z',
} satisfies PlatformMemberRow;

describe('MembersPanel', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts E-mail verified right after the name and asks the server for Active members on demand', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (path: string) =>
        path.endsWith('/basic')
          ? ({ communities: [] } satisfies BasicCommunitiesResponse)
          : ({ data: [row], meta: { current: 0, pages: 1, total: 1 } } satisfies PlatformMemberListResponse),
      );
    const user = setupUser();
    renderWithProviders(<MembersPanel />);
    await screen.findByText('Aiyana Cardinal');
    // Item 8: the verification column comes second, so it is on screen at 1366 px without scrolling.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers.slice(0, 2)).toEqual(['Name', 'E-mail verified']);
    expect(screen.getByText('@aiyana · aiyana@example.com')).toBeInTheDocument();

    // Item 14: "Active members" is the dashboards' figure, asked of the server with status=active.
    await user.click(screen.getByText('Active members'));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/v1/administrator/communities/members',
        expect.objectContaining({ query: expect.objectContaining({ status: 'active' }) }),
      ),
    );
  });
});
