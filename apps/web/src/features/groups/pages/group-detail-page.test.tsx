import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupDetailResponse, MembersPage, MessageResponse } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { ApiError, api } from '../../../lib/api-client';
import { GroupDetailPage } from './group-detail-page';

const { error: toastError, success: toastSuccess } = watchToasts();

const GROUP = '00000000-0000-4000-8000-0000000000a1';
const empty = { data: [], meta: { current: 0, pages: 0, total: 0 } };
const detail = {
  group: { id: GROUP, group: 'Youth', slug: 'youth', members: 0, createdOn: '2026-01-01T00:00:00.000Z' },
  groupFeed: empty,
  groupMembers: empty,
} satisfies GroupDetailResponse;
const ONLY_AUDIENCE =
  'This group is the only audience of some content. Give that content another audience, then delete the group.';

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/admin/groups/:id" element={<GroupDetailPage />} />
      <Route path="/admin/groups" element={<p>Groups list</p>} />
    </Routes>,
    { route: `/admin/groups/${GROUP}` },
  );
}

describe('GroupDetailPage: delete', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(api, 'get').mockImplementation((path) =>
      Promise.resolve(path.endsWith('/members') ? (empty satisfies MembersPage) : detail),
    );
  });

  it('asks first, deletes the group and goes back to the list', async () => {
    const user = setupUser();
    const del = vi
      .spyOn(api, 'delete')
      .mockResolvedValue({ message: 'Group was deleted' } satisfies MessageResponse);
    renderPage();
    await screen.findByRole('heading', { name: 'Youth' });
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete group' });
    expect(dialog).toHaveTextContent('Delete the group Youth?');
    expect(del).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith(`/v1/groups/${GROUP}`));
    expect(await screen.findByText('Groups list')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('The group Youth was deleted.');
  });

  it("shows the server's sentence when the group is some content's only audience", async () => {
    const user = setupUser();
    vi.spyOn(api, 'delete').mockRejectedValue(new ApiError(ONLY_AUDIENCE, 409, undefined, true));
    renderPage();
    await screen.findByRole('heading', { name: 'Youth' });
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete group' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(ONLY_AUDIENCE));
    expect(screen.getByRole('heading', { name: 'Youth' })).toBeInTheDocument();
  });
});
