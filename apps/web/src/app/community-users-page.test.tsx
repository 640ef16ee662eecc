import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { communityAdmin, renderApp, server, signIn, withFakeApi } from '../../test/render-app';

withFakeApi();

const emptyPage = { data: [], meta: { current: 0, pages: 0, total: 0 } };

describe('/admin/users', { timeout: 30_000 }, () => {
  it("adds an administrator to the community from the members screen's dialog", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get('*/v1/members', () => HttpResponse.json(emptyPage)),
      http.post('*/v1/users/community/admin', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Administrator created.', data: {} });
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/users');
    // The first render loads the lazy console chunks, slow on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Add administrator' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add administrator' });
    expect(
      within(dialog).getByText(
        'The new administrator can manage this community and receives an e-mail to verify their address.',
      ),
    ).toBeInTheDocument();
    const put = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await put(within(dialog).getByRole('textbox', { name: /full name/i }), 'Anne Cardinal');
    await put(within(dialog).getByRole('textbox', { name: /username/i }), 'anne.cardinal');
    await put(within(dialog).getByRole('textbox', { name: /e-mail/i }), 'anne@example.com');
    await put(within(dialog).getByLabelText(/^password/i), 'long-password-1');
    await put(within(dialog).getByLabelText(/confirm password/i), 'long-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add administrator' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstName: 'Anne', lastName: 'Cardinal', email: 'anne@example.com' });
    expect(await screen.findByText('Administrator created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
