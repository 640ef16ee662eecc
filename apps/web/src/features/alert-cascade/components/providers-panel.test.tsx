import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communityAdmin, renderApp, signIn, withFakeApi } from '../../../../test/render-app';
import { i18n } from '../../../i18n';
import { fakeCascade, provider } from '../test/fake-cascade';

const t = i18n.getFixedT('en', 'alert-cascade');

withFakeApi();

async function openProviders() {
  await signIn(communityAdmin);
  renderApp('/admin/notifications/cascade?tab=providers');
  // The list, or the words saying there is no provider yet (waiting for a list that never comes cost 15 s a test).
  const list = () => screen.queryByRole('list', { name: t('providers.listLabel') });
  await waitFor(() => expect(list() ?? screen.queryByText(t('providers.empty'))).toBeTruthy(), {
    timeout: 15_000,
  });
  return list();
}

describe('alert cascade: providers', { timeout: 60_000 }, () => {
  it('adds a Twilio-compatible provider: the secret is required, sent once, and never shown back', async () => {
    const { bodies } = fakeCascade();
    const user = userEvent.setup();
    await openProviders();
    expect(await screen.findByText(t('providers.empty'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('providers.add') }));
    const dialog = await screen.findByRole('dialog', { name: t('providers.addTitle') });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Twilio Canada');
    await user.type(within(dialog).getByRole('textbox', { name: /^Account SID/ }), 'AC123');
    await user.type(within(dialog).getByRole('textbox', { name: /^Number of sender 1/ }), '2045550111');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Checked before any request, in sentences.
    expect(
      await within(dialog).findByText('Please enter the provider’s secret (auth token or password).'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'A sending number must be a phone number in E.164 form (+12045550123) or a short code of 5 or 6 digits.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const number = within(dialog).getByRole('textbox', { name: /^Number of sender 1/ });
    await user.clear(number);
    await user.type(number, '+12045550111');
    await user.type(within(dialog).getByLabelText(/^Auth token/), 'token-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].body).toMatchObject({
      kind: 'TWILIO',
      name: 'Twilio Canada',
      baseUrl: 'https://api.twilio.com',
      accountSid: 'AC123',
      host: null,
      secret: 'token-1',
      senders: [{ kind: 'LONG_CODE', address: '+12045550111' }],
    });
    expect(await screen.findByText(t('providers.saved'))).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: t('providers.listLabel') });
    expect(within(list).getByText(/Twilio Canada/)).toBeInTheDocument();
    expect(within(list).getByText(t('providers.secretSet'))).toBeInTheDocument();
  });

  it('an edit starts with an empty secret and, left empty, sends none (the stored one stays)', async () => {
    const { bodies } = fakeCascade({ providers: [provider('a', 'Alpha', 0)] });
    const user = userEvent.setup();
    await openProviders();
    await user.click(await screen.findByRole('button', { name: 'Edit Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alpha' });
    expect(within(dialog).getByLabelText(/^Auth token/)).toHaveValue('');
    expect(within(dialog).getByText(t('providers.form.secretKept'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].path).toBe('providers/a');
    expect(bodies[0].body).not.toHaveProperty('secret');
  });

  it('an SMPP provider needs its host and system id, and takes no voice number', async () => {
    const { bodies } = fakeCascade();
    const user = userEvent.setup();
    await openProviders();
    await user.click(await screen.findByRole('button', { name: t('providers.add') }));
    const dialog = await screen.findByRole('dialog', { name: t('providers.addTitle') });
    await user.click(within(dialog).getByText('SMPP'));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kannel');
    await user.click(within(dialog).getByRole('combobox', { name: /^Kind of sender 1/ }));
    await user.click(await screen.findByRole('option', { name: 'Voice number' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Number of sender 1/ }), '+12045550111');
    await user.type(within(dialog).getByLabelText(/^Password/), 'pw');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('An SMPP connection sends texts only: remove its voice numbers.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required for this kind of provider.')).toHaveLength(2);
    expect(bodies).toHaveLength(0);
  });

  it('moves a provider by keyboard: the order is saved, announced, and the focus stays on the button', async () => {
    const { bodies } = fakeCascade({
      providers: [provider('a', 'Alpha', 0), provider('b', 'Beta', 1), provider('c', 'Gamma', 2)],
    });
    const user = userEvent.setup();
    const list = (await openProviders())!;
    expect(within(list).getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
    within(list).getByRole('button', { name: 'Move Beta down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].body).toEqual({ ids: ['a', 'c', 'b'] });
    expect(await screen.findByText('Beta is now provider 3.')).toBeInTheDocument();
    // Last now: its Move down is disabled, so Move up has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Beta up' })).toHaveFocus());
    const names = within(screen.getByRole('list', { name: t('providers.listLabel') }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names.map((n) => /Alpha|Beta|Gamma/.exec(n ?? '')?.[0])).toEqual(['Alpha', 'Gamma', 'Beta']);
  });
});
