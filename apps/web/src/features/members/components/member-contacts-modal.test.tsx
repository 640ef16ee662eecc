import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberContacts, MemberRow } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { ApiError, api } from '../../../lib/api-client';
import { MemberContactsModal } from './member-contacts-modal';

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

const saved: MemberContacts = {
  membershipId: member.id,
  accountEmail: member.email,
  address: '12 Range Road 20',
  householdNotes: null,
  channels: [
    {
      id: '00000000-0000-4000-8000-000000000301',
      kind: 'MOBILE',
      value: '+12049470123',
      display: '(204) 947-0123',
      alerts: true,
      news: false,
      consentSource: 'SMS_STOP',
      consentChangedAt: '2026-03-02T12:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000302',
      kind: 'EMAIL',
      value: 'old@example.org',
      display: 'old@example.org',
      alerts: true,
      news: true,
      consentSource: 'MEMBER',
      consentChangedAt: '2026-03-01T12:00:00.000Z',
    },
  ],
};

async function open() {
  renderWithProviders(<MemberContactsModal member={member} onClose={() => undefined} />);
  return screen.findByRole('form', { name: 'Contacts of Aiyana Whitecloud' });
}

// The tricky part: a list of channels edited in place (added, removed, consent per channel), sent whole, and the
// server's sentence about one number shown under that number, not another's.
describe('MemberContactsModal', { timeout: 120_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(api, 'get').mockResolvedValue(saved);
  });

  it('shows the channels with their consent and where it came from', async () => {
    const form = await open();
    const first = within(form).getByRole('group', { name: 'Contact 1' });
    expect(within(first).getByLabelText('Number')).toHaveValue('(204) 947-0123');
    expect(within(first).getByRole('checkbox', { name: 'Emergency alerts' })).toBeChecked();
    expect(within(first).getByRole('checkbox', { name: 'Other news' })).not.toBeChecked();
    expect(within(first).getByText(/Withdrawn by a STOP text on/)).toBeInTheDocument();
    const second = within(form).getByRole('group', { name: 'Contact 2' });
    expect(within(second).getByLabelText('E-mail address')).toHaveValue('old@example.org');
    expect(within(form).getByLabelText('Household address')).toHaveValue('12 Range Road 20');
  });

  it("sends the whole list and puts the server's sentence under the number it is about", async () => {
    const user = setupUser();
    const message = 'Please enter a valid phone number, for example +1 204 555 0123.';
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValueOnce(new ApiError(message, 400, 'channels.1.value', true))
      .mockResolvedValue(saved);
    const form = await open();
    // The e-mail goes; a landline comes; the mobile takes the news.
    await user.click(within(form).getByRole('button', { name: 'Remove Contact 2' }));
    await user.click(within(form).getByRole('button', { name: 'Add a contact' }));
    const added = within(form).getByRole('group', { name: 'Contact 2' });
    await user.click(within(added).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Landline' }));
    await user.type(within(added).getByLabelText('Number'), '555 01');
    const first = within(form).getByRole('group', { name: 'Contact 1' });
    await user.click(within(first).getByRole('checkbox', { name: 'Other news' }));
    await user.type(within(form).getByLabelText('Household notes'), 'Dog in the yard.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/v1/members/${member.id}/contacts`, {
        channels: [
          { kind: 'MOBILE', value: '(204) 947-0123', alerts: true, news: true },
          { kind: 'LANDLINE', value: '555 01', alerts: true, news: false },
        ],
        address: '12 Range Road 20',
        householdNotes: 'Dog in the yard.',
      }),
    );
    // Under the landline's number, not the mobile's; no toast.
    expect(await within(added).findByText(message)).toBeInTheDocument();
    expect(within(first).queryByText(message)).toBeNull();
    expect(toastError).not.toHaveBeenCalled();

    const number = within(added).getByLabelText('Number');
    await user.clear(number);
    await user.type(number, '+1 204 555 0100');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls[1][1]).toMatchObject({
      channels: [{ kind: 'MOBILE' }, { kind: 'LANDLINE', value: '+1 204 555 0100' }],
    });
  });

  it('checks what it can before sending: an empty number is refused', async () => {
    const user = setupUser();
    const put = vi.spyOn(api, 'put');
    const form = await open();
    await user.click(within(form).getByRole('button', { name: 'Add a contact' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const added = within(form).getByRole('group', { name: 'Contact 3' });
    expect(await within(added).findByText('This field is required.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });
});
