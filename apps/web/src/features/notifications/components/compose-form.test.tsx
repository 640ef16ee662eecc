import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { ApiError, api } from '../../../lib/api-client';
import { ComposeForm } from './compose-form';
import { EMPTY_COMPOSE } from './compose-model';

function renderForm(ui: ReactElement) {
  return renderWithProviders(ui);
}

// Typing through Mantine inputs is slow on a busy 2-core machine: text goes in by paste, and time is generous.
async function fill(user: ReturnType<typeof setupUser>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('ComposeForm', { timeout: 60_000 }, () => {
  const onSave = vi.fn();
  const onOtherError = vi.fn();
  beforeEach(() => {
    vi.restoreAllMocks();
    onSave.mockReset().mockResolvedValue(undefined);
    onOtherError.mockReset();
    vi.spyOn(api, 'get').mockImplementation((path) =>
      Promise.resolve(
        path === '/v1/groups/basic'
          ? { groups: [{ id: '00000000-0000-4000-8000-00000000000a', group: 'Elders' }] }
          : { data: [], meta: { current: 0, pages: 0, total: 0 } },
      ),
    );
  });
  const form = () => (
    <ComposeForm
      initial={EMPTY_COMPOSE}
      appName="River Nation"
      onSave={onSave}
      onCancel={() => {}}
      onOtherError={onOtherError}
    />
  );

  it('counts title and body against the store limits and mirrors them in the preview', async () => {
    const user = setupUser();
    renderForm(form());
    const [titleCounter, bodyCounter] = screen.getAllByTestId('char-counter');
    expect(titleCounter).toHaveTextContent('0/65');
    expect(bodyCounter).toHaveTextContent('0/240');
    await fill(user, /^Title/, 'Road work');
    await fill(user, /^Message/, 'Main Street is closed.');
    expect(titleCounter).toHaveTextContent('9/65');
    expect(bodyCounter).toHaveTextContent('22/240');
    expect(screen.getAllByText('Road work')).toHaveLength(2);
    // At the limit, one more character is refused: the counter never passes it.
    await user.click(screen.getByLabelText(/^Title/));
    await user.paste('x'.repeat(56));
    expect(titleCounter).toHaveTextContent('65/65');
    await fill(user, /^Title/, 'y');
    expect(titleCounter).toHaveTextContent('65/65');
  });

  it('says what is missing as sentences before any request', async () => {
    const user = setupUser();
    renderForm(form());
    await user.click(screen.getByRole('radio', { name: 'Chosen groups' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one group')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends an emergency alert with its type and reminders', async () => {
    const user = setupUser();
    renderForm(form());
    await fill(user, /^Title/, 'Boil water');
    await fill(user, /^Message/, 'Until further notice.');
    await user.click(screen.getByRole('radio', { name: 'Everyone, guests too' }));
    await user.click(screen.getByRole('switch', { name: /Emergency alert/ }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Please choose the kind of emergency alert.')).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText('Choose the kind of alert'));
    await user.click(await screen.findByRole('option', { name: 'Boil-water advisory' }));
    await user.click(screen.getByRole('switch', { name: /Reminders/ }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Boil water',
        body: 'Until further notice.',
        open: true,
        groups: [],
        recipients: [],
        draft: false,
        scheduled: null,
        kind: 'EMERGENCY',
        alertType: 'BOIL_WATER',
        reminderAfterMinutes: 60,
        reminderMax: 2,
      }),
      'send',
    );
  });

  it('saves a draft with no schedule, and puts a refused field under that field', async () => {
    const user = setupUser();
    onSave.mockRejectedValueOnce(new ApiError('That title is taken by a scheduled send', 400, 'title', true));
    renderForm(form());
    await fill(user, /^Title/, 'Gathering');
    await fill(user, /^Message/, 'See you tonight.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ draft: true }), 'draft'),
    );
    expect(await screen.findByText('That title is taken by a scheduled send')).toBeInTheDocument();
    expect(onOtherError).not.toHaveBeenCalled();
  });

  it('asks for the day and time of a scheduled send', async () => {
    const user = setupUser();
    renderForm(form());
    await fill(user, /^Title/, 'Gathering');
    await fill(user, /^Message/, 'See you tonight.');
    await user.click(screen.getByRole('radio', { name: 'At a set time' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose the day to send')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
