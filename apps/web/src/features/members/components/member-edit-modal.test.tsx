import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasicGroupsResponse, MemberRow } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { ApiError, api } from '../../../lib/api-client';
import { MemberEditModal } from './member-edit-modal';

const { error: toastError } = watchToasts();

const member = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000101',
  username: 'aiyana',
  email: 'aiyana@example.org',
  fullName: 'Aiyana Whitecloud',
  firstName: 'Aiyana',
  lastName: 'Whitecloud',
  isDeleted: false,
  isEmailVerified: true,
  lastLogin: null,
  groups: [],
  scope: 'APP',
  status: 'ACTIVE',
  role: 'MEMBER',
  createdOn: '2026-01-01T00:00:00.000Z',
} satisfies MemberRow;

function renderModal() {
  renderWithProviders(<MemberEditModal member={member} onClose={() => undefined} />);
}

describe('MemberEditModal', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(api, 'get').mockResolvedValue({ groups: [] } satisfies BasicGroupsResponse);
  });

  it('says what is wrong in a sentence and sends nothing', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch');
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    const email = within(dialog).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under its field and sends only what changed", async () => {
    const user = setupUser();
    const message = 'This username is already taken.';
    const patch = vi.spyOn(api, 'patch').mockRejectedValue(new ApiError(message, 409, 'username', true));
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'kaya');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/v1/member/update/${member.id}`, { username: 'kaya' }),
    );
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });
});
