import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { ComposeForm } from './compose-form';
import { EMPTY_COMPOSE } from './compose-model';

// Issue 23: a push's title and body in each of the community's other languages, sent with the push.
describe('ComposeForm: versions in other languages', { timeout: 60_000 }, () => {
  const onSave = vi.fn();
  beforeEach(() => {
    vi.restoreAllMocks();
    onSave.mockReset().mockResolvedValue(undefined);
    vi.spyOn(api, 'get').mockImplementation((path) =>
      Promise.resolve(
        path === '/v1/community/languages'
          ? {
              languages: [
                { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
                { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
              ],
            }
          : { data: [], meta: { current: 0, pages: 0, total: 0 } },
      ),
    );
  });

  it('offers the Cree title and message, marked as Cree, and saves them with the push', async () => {
    const user = setupUser();
    renderWithProviders(
      <ComposeForm
        initial={EMPTY_COMPOSE}
        appName="River Nation"
        onSave={onSave}
        onCancel={() => {}}
        onOtherError={() => {}}
      />,
    );
    const title = await screen.findByLabelText('Title in ᓀᐦᐃᔭᐍᐏᐣ');
    expect(title).toHaveAttribute('lang', 'crk');
    expect(screen.getByText('0 of 2 fields')).toBeInTheDocument();
    await user.click(screen.getAllByLabelText(/^Title/)[0]);
    await user.paste('Road closed');
    await user.click(screen.getAllByLabelText(/^Message/)[0]);
    await user.paste('Highway 6 is closed.');
    await user.click(title);
    await user.paste('ᒥᐢᑲᓇᐤ ᑭᐸᐦᐃᑲᑌᐤ');
    await user.click(screen.getByLabelText('Message in ᓀᐦᐃᔭᐍᐏᐣ'));
    await user.paste('ᒥᐢᑲᓇᐤ ᓂᐢᑖᐤ ᑭᐸᐦᐃᑲᑌᐤ᙮');
    expect(screen.getByText('2 of 2 fields')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Road closed',
          translations: [{ language: 'crk', title: 'ᒥᐢᑲᓇᐤ ᑭᐸᐦᐃᑲᑌᐤ', body: 'ᒥᐢᑲᓇᐤ ᓂᐢᑖᐤ ᑭᐸᐦᐃᑲᑌᐤ᙮' }],
        }),
        'draft',
      ),
    );
  });
});
