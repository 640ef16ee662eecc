import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communityAdmin, renderApp, signIn, withFakeApi } from '../../../../test/render-app';
import { i18n } from '../../../i18n';
import { fakeCascade } from '../test/fake-cascade';

const t = i18n.getFixedT('en', 'alert-cascade');

withFakeApi();

async function openPolicy() {
  await signIn(communityAdmin);
  renderApp('/admin/notifications/cascade');
  // The first render loads the lazy console chunks, slow on a busy machine.
  return screen.findByRole('form', { name: t('policy.formLabel') }, { timeout: 15_000 });
}

describe('alert cascade: policy', { timeout: 60_000 }, () => {
  it('shows the defaults, and saves the steps in the order the keyboard moved them to', async () => {
    const { bodies } = fakeCascade();
    const user = userEvent.setup();
    const form = await openPolicy();
    expect(screen.getByRole('heading', { level: 1, name: t('title') })).toBeInTheDocument();
    expect(screen.getByText(t('policy.neverSaved'))).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: t('policy.enabled') })).not.toBeChecked();

    await user.click(within(form).getByRole('switch', { name: t('policy.enabled') }));
    // The voice call before the text, by keyboard: focus the button, press Enter.
    const up = within(form).getByRole('button', { name: 'Move Voice call up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Voice call is now step 2.')).toBeInTheDocument();
    // The pressed button keeps the focus (at the top of the movable rows it is disabled: its twin takes it).
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Move Voice call down' })).toHaveFocus(),
    );
    expect(within(form).getByRole('button', { name: 'Move Voice call up' })).toBeDisabled();
    // E-mail off.
    await user.click(within(form).getByRole('checkbox', { name: 'Use E-mail' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].body).toEqual({
      enabled: true,
      alertTypes: ['BOIL_WATER', 'EVACUATION', 'ROAD_CLOSURE', 'OTHER'],
      steps: [
        { channel: 'PUSH', afterMinutes: 0 },
        { channel: 'VOICE', afterMinutes: 10 },
        { channel: 'SMS', afterMinutes: 5 },
      ],
      cycles: 2,
      cycleAfterMinutes: 30,
      receiptTimeoutSeconds: 300,
    });
    expect(await screen.findByText(t('policy.saved'))).toBeInTheDocument();
  });

  it('refuses a cascade with no step, and an empty receipt timeout, in sentences', async () => {
    const { bodies } = fakeCascade();
    const user = userEvent.setup();
    const form = await openPolicy();
    for (const channel of ['Push', 'Text (SMS)', 'Voice call', 'E-mail'])
      await user.click(within(form).getByRole('checkbox', { name: `Use ${channel}` }));
    const timeout = within(form).getByRole('textbox', { name: t('policy.receiptTimeout') });
    // Out of range, the field puts the nearest bound back on leaving it; emptied, it is refused.
    await user.clear(timeout);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Add at least one step to the cascade.')).toBeInTheDocument();
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});

describe('alert cascade: responders', { timeout: 60_000 }, () => {
  it('adds a member with the groups they visit and saves the list', async () => {
    const { bodies } = fakeCascade();
    const user = userEvent.setup();
    await signIn(communityAdmin);
    renderApp('/admin/notifications/cascade?tab=responders');
    const form = await screen.findByRole('form', { name: t('responders.formLabel') }, { timeout: 15_000 });
    expect(within(form).getByText(t('responders.empty'))).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: t('responders.add') }));
    await user.click(await screen.findByRole('option', { name: 'Ben Moose' }));
    const groups = await within(form).findByRole('combobox', { name: 'Groups Ben Moose visits' });
    await user.click(groups);
    await user.click(await screen.findByRole('option', { name: 'North shore' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].body).toEqual({
      responders: [
        {
          membershipId: '00000000-0000-4000-8000-0000000000a2',
          groups: ['00000000-0000-4000-8000-0000000000b1'],
        },
      ],
    });
    expect(await screen.findByText(t('responders.saved'))).toBeInTheDocument();
  });
});
