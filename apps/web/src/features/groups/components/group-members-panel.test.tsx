import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRow, MembersPage } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { ApiError, api } from '../../../lib/api-client';
import { GroupMembersPanel } from './group-members-panel';

const { error: toastError, success: toastSuccess } = watchToasts();

const GROUP = '00000000-0000-4000-8000-0000000000a1';
const row = (n: number): MemberRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  userId: `00000000-0000-4000-8000-00000000010${n}`,
  username: `member${n}`,
  email: `member${n}@example.org`,
  fullName: `Member ${n}`,
  firstName: 'Member',
  lastName: String(n),
  isDeleted: false,
  isEmailVerified: true,
  lastLogin: null,
  groups: [],
  scope: 'APP',
  status: 'ACTIVE',
  role: 'MEMBER',
  createdOn: '2026-01-01T00:00:00.000Z',
});
const page = (data: MemberRow[]): MembersPage => ({
  data,
  meta: { current: 0, pages: 1, total: data.length },
});

function renderPanel() {
  renderWithProviders(<GroupMembersPanel groupId={GROUP} groupName="Youth" />);
}

describe('GroupMembersPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('adds members picked from those not in the group', async () => {
    const user = setupUser();
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation((_path, options) =>
        Promise.resolve(options?.query?.excluded ? page([row(3), row(4)]) : page([row(1)])),
      );
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    renderPanel();
    expect(
      await screen.findByRole('cell', { name: 'member1@example.org' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add members' }));
    const dialog = screen.getByRole('dialog', { name: 'Add members to Youth' });
    await within(dialog).findByRole('cell', { name: 'member3@example.org' }, { timeout: 5000 });
    expect(get).toHaveBeenCalledWith(`/v1/groups/${GROUP}/members`, {
      query: expect.objectContaining({ excluded: true }),
      signal: expect.anything(),
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 members' }));
    expect(patch).toHaveBeenCalledWith(`/v1/groups/${GROUP}`, { members: [row(3).id, row(4).id] });
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('2 members added to Youth.'));
  });

  it('removes the selected members after confirming, with the default error on failure', async () => {
    const user = setupUser();
    vi.spyOn(api, 'get').mockResolvedValue(page([row(1), row(2)]));
    const patch = vi.spyOn(api, 'patch').mockRejectedValue(new ApiError('Connection failed', 500));
    renderPanel();
    expect(screen.getByRole('button', { name: 'Remove selected' })).toBeDisabled();
    const first = await screen.findByRole('row', { name: /member1@example.org/ }, { timeout: 5000 });
    await user.click(within(first).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove members' })).getByRole('button', { name: 'Remove' }),
    );
    expect(patch).toHaveBeenCalledWith(`/v1/groups/${GROUP}/members/remove`, { members: [row(1).id] });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error trying to remove members from group'));
  });

  it('shows the empty state of a group without members', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(page([]));
    renderPanel();
    expect(await screen.findByText('This group has no members yet')).toBeInTheDocument();
  });
});
