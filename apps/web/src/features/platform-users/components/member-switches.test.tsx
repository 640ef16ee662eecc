import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformMemberRow } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { ToastProvider, toastStore } from '../../../components/toasts';
import { ApiError, api } from '../../../lib/api-client';
import { EmailVerifiedSwitch, MultiCommunitySwitch } from './member-switches';

const { error: toastError, success: toastSuccess } = watchToasts();

const member = {
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

function renderSwitches() {
  renderWithProviders(
    <>
      <MultiCommunitySwitch member={member} />
      <EmailVerifiedSwitch member={member} />
    </>,
  );
}

describe('member switches', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the spec payload for multi-community access and keeps the new state', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ userId: member.userId, multiState: true });
    renderSwitches();
    const multi = screen.getByRole('switch', { name: 'Multi-community access for Aiyana Cardinal' });
    await user.click(multi);
    expect(patch).toHaveBeenCalledWith(`/v1/users/administrator/multi/${member.userId}`, {
      userId: member.userId,
      multiState: true,
    });
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Aiyana Cardinal can now switch between their communities.'),
    );
    expect(multi).toBeChecked();
  });

  it('goes back and shows the default error when verification fails without a server message', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch').mockRejectedValue(new ApiError('Connection failed', 500));
    renderSwitches();
    const verified = screen.getByRole('switch', { name: 'E-mail verified for Aiyana Cardinal' });
    expect(verified).toBeChecked();
    await user.click(verified);
    expect(patch).toHaveBeenCalledWith(`/v1/users/admin-verification/${member.userId}`, {
      isEmailVerified: false,
    });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error trying to verify user'));
    expect(verified).toBeChecked();
  });
  it('offers Undo after a one-click change, which sends the previous value through the same call', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch').mockImplementation((_path, body) => Promise.resolve(body));
    renderWithProviders(
      <ToastProvider>
        <MultiCommunitySwitch member={{ ...member, isMultiMember: true }} />
        <EmailVerifiedSwitch member={member} />
      </ToastProvider>,
    );
    try {
      const multi = screen.getByRole('switch', { name: 'Multi-community access for Aiyana Cardinal' });
      await user.click(multi);
      const toast = (
        await screen.findByText('Aiyana Cardinal now only sees Demo Nation.')
      ).closest<HTMLElement>('[role="status"]')!;
      await user.click(within(toast).getByRole('button', { name: 'Undo' }));
      await waitFor(() =>
        expect(patch).toHaveBeenLastCalledWith(`/v1/users/administrator/multi/${member.userId}`, {
          userId: member.userId,
          multiState: true,
        }),
      );
      await waitFor(() => expect(multi).toBeChecked());

      const verified = screen.getByRole('switch', { name: 'E-mail verified for Aiyana Cardinal' });
      await user.click(verified);
      const off = await screen.findByText('The e-mail of Aiyana Cardinal is marked as not verified.');
      const undo = within(off.closest<HTMLElement>('[role="status"]')!).getAllByRole('button', {
        name: 'Undo',
      });
      await user.click(undo.at(-1)!);
      await waitFor(() =>
        expect(patch).toHaveBeenLastCalledWith(`/v1/users/admin-verification/${member.userId}`, {
          isEmailVerified: true,
        }),
      );
      await waitFor(() => expect(verified).toBeChecked());
    } finally {
      act(() => toastStore.clear());
    }
  });
});
