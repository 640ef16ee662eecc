import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRow } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { ToastProvider, toastStore } from '../../../components/toasts';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { RoleSelect, VerifiedSwitch } from './member-controls';

const member: MemberRow = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000101',
  username: 'aiyana',
  email: 'aiyana@example.org',
  fullName: 'Aiyana Cardinal',
  firstName: 'Aiyana',
  lastName: 'Cardinal',
  isDeleted: false,
  isEmailVerified: true,
  lastLogin: null,
  groups: [],
  scope: 'APP',
  status: 'ACTIVE',
  role: 'MEMBER',
  createdOn: '2026-01-01T00:00:00.000Z',
};

// With the toasts' viewport, so the toast's own button can be pressed.
const renderControl = (ui: React.ReactElement) => renderWithProviders(<ToastProvider>{ui}</ToastProvider>);

// Issue 22 item 6: one click on a person's verification or role is never the end of it.
describe('member controls: a safety net', { timeout: 20_000 }, () => {
  beforeEach(() => vi.restoreAllMocks());
  afterEach(async () => {
    act(() => toastStore.clear());
    await i18n.changeLanguage('en');
  });

  it('unverifies on one click and offers Undo, which verifies again through the same call', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch').mockImplementation((_path, body) => Promise.resolve(body));
    renderControl(<VerifiedSwitch member={member} />);
    const verified = screen.getByRole('switch', { name: 'E-mail verified for Aiyana Cardinal' });
    await user.click(verified);
    const toast = (await screen.findByText(/marked as not verified/)).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(verified).not.toBeChecked();
    expect(patch).toHaveBeenLastCalledWith(`/v1/users/admin-verification/${member.userId}`, {
      isEmailVerified: false,
    });

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(patch).toHaveBeenLastCalledWith(`/v1/users/admin-verification/${member.userId}`, {
        isEmailVerified: true,
      }),
    );
    await waitFor(() => expect(verified).toBeChecked());
    // The undo says what is now true, and offers no undo of its own.
    const back = (await screen.findByText(/marked as verified/)).closest<HTMLElement>('[role="status"]')!;
    expect(within(back).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it('asks before changing a role; Cancel changes nothing', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ ...member, role: 'ADMIN' });
    renderControl(<RoleSelect member={member} />);
    const select = screen.getAllByLabelText('Role of Aiyana Cardinal')[0];
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change the role of Aiyana Cardinal' });
    expect(dialog).toHaveTextContent('Make Aiyana Cardinal an administrator?');
    expect(patch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select).toHaveValue('Member');
    expect(patch).not.toHaveBeenCalled();

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    dialog = await screen.findByRole('dialog', { name: 'Change the role of Aiyana Cardinal' });
    await user.click(within(dialog).getByRole('button', { name: 'Make administrator' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/v1/users/roles/${member.userId}`, { role: 'ADMIN' }),
    );
    expect(await screen.findByText('Aiyana Cardinal is now an administrator.')).toBeInTheDocument();
    expect(select).toHaveValue('Administrator');
  });

  it('asks in French too, in words that fit anyone', async () => {
    await i18n.changeLanguage('fr');
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch');
    renderControl(<RoleSelect member={{ ...member, role: 'ADMIN' }} />);
    await user.click(screen.getAllByLabelText('Rôle de Aiyana Cardinal')[0]);
    await user.click(await screen.findByRole('option', { name: 'Membre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer le rôle de Aiyana Cardinal' });
    expect(dialog).toHaveTextContent("Retirer l'administration à Aiyana Cardinal?");
    expect(within(dialog).getByRole('button', { name: "Retirer l'administration" })).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });
});
