import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { ApiError } from '../../../lib/api-client';
import { AdministratorForm } from './administrator-form';

const COMMUNITIES = [
  { value: '0b1c1d6e-0000-4000-8000-000000000001', label: 'River Valley' },
  { value: '0b1c1d6e-0000-4000-8000-000000000002', label: 'Demo Nation' },
];

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderWithProviders(
    <AdministratorForm
      communities={COMMUNITIES}
      submitLabel="Create community admin"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

async function put(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  // Pasting is one change event: as good as typing for this form, and far quicker under a loaded CPU.
  await user.click(field);
  await user.paste(text);
}

async function fill(user: ReturnType<typeof setupUser>, overrides: Record<string, string> = {}) {
  const v = {
    fullName: 'Anne Marie Cardinal',
    username: 'anne.cardinal',
    email: 'Anne@Example.com',
    password: 'long-password-1',
    confirm: 'long-password-1',
    ...overrides,
  };
  await put(user, screen.getByRole('textbox', { name: /full name/i }), v.fullName);
  await put(user, screen.getByRole('textbox', { name: /username/i }), v.username);
  await put(user, screen.getByRole('textbox', { name: /e-mail/i }), v.email);
  await put(user, screen.getByLabelText(/^password/i), v.password);
  await put(user, screen.getByLabelText(/confirm password/i), v.confirm);
}

describe('AdministratorForm', { timeout: 30_000 }, () => {
  it('requires a community and matching passwords before sending anything', async () => {
    const user = setupUser();
    const onSubmit = renderForm();
    await fill(user, { confirm: 'something-else' });
    await user.click(screen.getByRole('button', { name: 'Create community admin' }));
    expect(screen.getByText('Please choose the community.')).toBeInTheDocument();
    expect(screen.getByText(messages.passwordsDiffer)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('splits the full name into first word and the rest, and sends the chosen community', async () => {
    const user = setupUser();
    const onSubmit = renderForm();
    await user.click(screen.getByPlaceholderText('Choose a community'));
    await user.click(await screen.findByRole('option', { name: 'Demo Nation' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create community admin' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        communityId: COMMUNITIES[1].value,
        firstName: 'Anne',
        lastName: 'Marie Cardinal',
        username: 'anne.cardinal',
        email: 'anne@example.com',
        password: 'long-password-1',
        password_confirmation: 'long-password-1',
      }),
    );
  });

  it('puts a server error that names a field under that field', async () => {
    const user = setupUser();
    const onSubmit = renderForm(
      vi.fn().mockRejectedValue(new ApiError('This username is already taken.', 409, 'username', true)),
    );
    await user.click(screen.getByPlaceholderText('Choose a community'));
    await user.click(await screen.findByRole('option', { name: 'River Valley' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create community admin' }));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
