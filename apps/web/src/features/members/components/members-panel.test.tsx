import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRow, MembersPage } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { ApiError, api } from '../../../lib/api-client';
import { MembersPanel } from './members-panel';

const { error: toastError, success: toastSuccess } = watchToasts();

const row = (n: number, over: Partial<MemberRow> = {}): MemberRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  userId: `00000000-0000-4000-8000-00000000010${n}`,
  username: `member${n}`,
  email: `member${n}@example.org`,
  fullName: `Member ${n}`,
  firstName: 'Member',
  lastName: String(n),
  isDeleted: false,
  isEmailVerified: false,
  lastLogin: null,
  groups: [{ id: '00000000-0000-4000-8000-0000000000a1', group: 'Youth' }],
  scope: 'IMPORTED',
  status: 'ACTIVE',
  role: 'MEMBER',
  createdOn: '2026-01-01T00:00:00.000Z',
  ...over,
});
const page = (data: MemberRow[]): MembersPage => ({
  data,
  meta: { current: 0, pages: 1, total: data.length },
});

function renderPanel() {
  renderWithProviders(<MembersPanel />);
}

describe('MembersPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('lists active members and switches to the inactive view', async () => {
    const user = setupUser();
    const get = vi.spyOn(api, 'get').mockResolvedValue(page([row(1), row(2)]));
    renderPanel();
    expect(
      await screen.findByRole('cell', { name: 'member1@example.org' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/v1/members', {
      query: expect.objectContaining({ offset: 0, limit: 7, filter: 'fullName', dir: 'asc' }),
      signal: expect.anything(),
    });
    await user.click(screen.getByText('Inactive'));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/v1/members', {
        query: expect.objectContaining({ inactive: true }),
        signal: expect.anything(),
      }),
    );
  });

  it('shows the default error when the list cannot be fetched', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('Connection failed', 500));
    renderPanel();
    expect(await screen.findByText('Error trying to fetch members')).toBeInTheDocument();
  });

  it('deletes the selected members after a confirmation that says personal data is erased', async () => {
    const user = setupUser();
    vi.spyOn(api, 'get').mockResolvedValue(page([row(1), row(2)]));
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ changed: [row(1).id] });
    renderPanel();
    const first = await screen.findByRole('row', { name: /member1@example.org/ }, { timeout: 5000 });
    await user.click(within(first).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Actions (1 selected)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete members' });
    expect(dialog).toHaveTextContent(/personal data .* is erased for good/);
    expect(patch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(patch).toHaveBeenCalledWith('/v1/members/batch/destroy', { ids: [row(1).id] });
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('1 member deleted.'));
  });

  it("shows the server's conflict message when deactivating the last administrator", async () => {
    const user = setupUser();
    const message =
      'This is the last active administrator of the community. Make another member an administrator first.';
    vi.spyOn(api, 'get').mockResolvedValue(page([row(1, { role: 'ADMIN' })]));
    vi.spyOn(api, 'patch').mockRejectedValue(new ApiError(message, 409, undefined, true));
    renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Actions (1 selected)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deactivate members' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
  });

  it("shows an erased member as 'Deleted member', never the placeholder address", async () => {
    const user = setupUser();
    const erased = row(3, {
      status: 'DELETED',
      isDeleted: true,
      fullName: '',
      username: 'deleted-0000000003',
      email: 'deleted-0000000003@deleted.invalid',
      groups: [],
    });
    vi.spyOn(api, 'get').mockImplementation((_path, options) =>
      Promise.resolve(options?.query?.deleted ? page([erased]) : page([row(1)])),
    );
    renderPanel();
    await screen.findByRole('cell', { name: 'member1@example.org' }, { timeout: 5000 });
    await user.click(screen.getByText('Deleted'));
    const line = await screen.findByRole('row', { name: /Deleted member/ }, { timeout: 5000 });
    expect(line).not.toHaveTextContent('deleted.invalid');
    expect(line).not.toHaveTextContent('deleted-0000000003');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    try {
      vi.spyOn(api, 'get').mockResolvedValue(page([row(1)]));
      renderPanel();
      await screen.findByRole('cell', { name: 'member1@example.org' }, { timeout: 5000 });
      expect(screen.getByRole('columnheader', { name: /Courriel/ })).toBeInTheDocument();
      expect(screen.getByText('Inactifs')).toBeInTheDocument();
      expect(screen.getByText('Jamais')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
