import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { communityMessages } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { ApiError, api } from '../../../lib/api-client';
import { CreateCommunityForm } from './create-community-form';

const { error: toastError, success: toastSuccess } = watchToasts();

function renderForm() {
  const onCreated = vi.fn();
  renderWithProviders(<CreateCommunityForm onCreated={onCreated} onCancel={() => {}} />);
  return { onCreated };
}

const slugBox = () => screen.getByRole('textbox', { name: /slug/i });
const nameBox = () => screen.getByRole('textbox', { name: /name/i });

describe('CreateCommunityForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('derives the slug from the name as it is typed, until the slug is edited by hand', async () => {
    const user = setupUser();
    renderForm();
    await user.type(nameBox(), 'Métis Nation of River');
    expect(slugBox()).toHaveValue('metis-nation-of-river');

    await user.clear(slugBox());
    await user.type(slugBox(), 'river');
    await user.type(nameBox(), ' Valley');
    expect(slugBox()).toHaveValue('river');
  });

  it('shows the contract messages and sends nothing when a field is invalid', async () => {
    const user = setupUser();
    const post = vi.spyOn(api, 'post');
    renderForm();
    await user.type(nameBox(), 'River');
    await user.type(screen.getByRole('textbox', { name: /android bundle id/i }), 'not a bundle');
    await user.type(screen.getByRole('textbox', { name: /app version/i }), 'v1');
    await user.click(screen.getByRole('button', { name: 'Create community' }));
    expect(screen.getAllByText(communityMessages.bundleIdInvalid)).toHaveLength(1);
    expect(screen.getByText(communityMessages.versionInvalid)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('creates the community and reports the server message under the field it names', async () => {
    const user = setupUser();
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(communityMessages.slugTaken, 409, 'slug', true))
      .mockResolvedValueOnce({ data: { id: 'c1', name: 'River Valley' } });
    const { onCreated } = renderForm();
    await user.type(nameBox(), 'River Valley');
    await user.click(screen.getByRole('button', { name: 'Create community' }));
    expect(await screen.findByText(communityMessages.slugTaken)).toBeInTheDocument();
    // The message goes under the field it names (lib/forms applyServerError), not into a toast as well.
    expect(toastError).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledWith(
      '/v1/community',
      expect.objectContaining({ name: 'River Valley', slug: 'river-valley', status: 'ONBOARDING' }),
    );

    await user.click(screen.getByRole('button', { name: 'Create community' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'c1', name: 'River Valley' }));
    expect(toastSuccess).toHaveBeenCalledWith('River Valley was created.');
  });

  it('falls back to the spec default when the server gives no message', async () => {
    const user = setupUser();
    vi.spyOn(api, 'post').mockRejectedValueOnce(new ApiError('Connection failed', 500));
    renderForm();
    await user.type(nameBox(), 'River');
    await user.click(screen.getByRole('button', { name: 'Create community' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error trying to create community'));
  });
});
