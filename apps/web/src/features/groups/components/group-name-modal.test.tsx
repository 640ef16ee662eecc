import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GROUP_NAME_MAX } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { GroupNameModal } from './group-name-modal';

describe('<GroupNameModal/>', () => {
  // Issue 22 #3: the field took 400 characters and only complained on saving.
  it('keeps a pasted name to the limit, says it was cut, and saves it', async () => {
    const user = setupUser();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <GroupNameModal opened title="New group" submitLabel="Create" onSubmit={onSubmit} onClose={() => {}} />,
    );
    const field = screen.getByLabelText('Group name');
    await user.click(field);
    await user.paste('g'.repeat(400));
    expect(field).toHaveValue('g'.repeat(GROUP_NAME_MAX));
    expect(screen.getByTestId('char-counter')).toHaveTextContent(`${GROUP_NAME_MAX}/${GROUP_NAME_MAX}`);
    expect(screen.getByRole('status')).toHaveTextContent(
      `The pasted text was cut to ${GROUP_NAME_MAX} characters.`,
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('g'.repeat(GROUP_NAME_MAX)));
  });
});
