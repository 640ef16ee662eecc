import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { administratorMessages } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { ApiError } from '../../../lib/api-client';
import { ActivationButton } from './activation-button';

const { error: toastError, success: toastSuccess } = watchToasts();

describe('ActivationButton', { timeout: 30_000 }, () => {
  beforeEach(() => {});

  it('deactivates after a confirmation and says so', async () => {
    const onChange = vi.fn(async () => ({ message: administratorMessages.administratorDeactivated }));
    const user = setupUser();
    renderWithProviders(<ActivationButton name="Leona Sinclair" active onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Deactivate Leona Sinclair' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate Leona Sinclair? They are signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(false));
    expect(toastSuccess).toHaveBeenCalledWith(administratorMessages.administratorDeactivated);
  });

  it("shows the server's sentence when the last active administrator cannot be deactivated", async () => {
    const onChange = vi.fn(async () => {
      throw new ApiError(administratorMessages.lastActiveAdministrator, 409, undefined, true);
    });
    const user = setupUser();
    renderWithProviders(<ActivationButton name="Leona Sinclair" active onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Deactivate Leona Sinclair' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(administratorMessages.lastActiveAdministrator),
    );
  });

  it('offers Reactivate for an inactive administrator', async () => {
    const onChange = vi.fn(async () => ({ message: administratorMessages.administratorReactivated }));
    const user = setupUser();
    renderWithProviders(<ActivationButton name="Leona Sinclair" active={false} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Reactivate Leona Sinclair' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
  });
});
