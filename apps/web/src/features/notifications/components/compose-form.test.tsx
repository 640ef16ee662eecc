import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import type { CascadeEstimate } from '@gathering/contract';
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
    // The review's estimates: the reach route, and an emergency alert's cascade (issue 36).
    const reach = {
      members: 212,
      guests: 40,
      devices: { ios: 180, android: 127, web: 0 },
      waitingForQuietHours: 0,
      byLanguage: [{ language: 'en', members: 212, guests: 40, devices: 307 }],
      sendAt: null,
      timeZone: 'America/Winnipeg',
      quietHours: null,
    };
    const cascade: CascadeEstimate = {
      applies: true,
      people: 212,
      reach: { devices: 150, sms: 40, voice: 50, emailOnly: 10, unreachable: 2 },
      messages: { texts: 40, segments: 40, calls: 50, emails: 200 },
      languages: [
        {
          language: 'en',
          people: 212,
          encoding: 'GSM-7',
          characters: 80,
          segments: 1,
          unicode: [],
          smsCost: 0.01,
          voice: 'TEXT_TO_SPEECH',
        },
      ],
      cost: { sms: 0.4, voice: 1, total: 1.4, currency: 'CAD' },
      time: { textsSeconds: 2, callsSeconds: 50, cascadeMinutes: 25 },
      rates: { textsPerSecond: 20, callsPerSecond: 1 },
    };
    vi.spyOn(api, 'post').mockImplementation((path) =>
      Promise.resolve(path === '/v1/notifications/cascade/estimate' ? cascade : reach),
    );
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
    // The two phones (the member web app's view below them is member-push-preview.test.tsx's).
    expect(within(screen.getByRole('group', { name: 'Preview' })).getAllByText('Road work')).toHaveLength(2);
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
    // Nothing goes before the review, and an alert's only once the community's name is typed.
    const review = await screen.findByRole('dialog', { name: 'Review this emergency alert' });
    expect(await within(review).findByRole('table', { name: 'Estimated reach' })).toHaveTextContent('212');
    // After the push, the cascade's reach by channel, time and cost.
    expect(
      await within(review).findByRole('table', { name: 'Reach of the alert cascade by channel' }),
    ).toHaveTextContent('People with a mobile number (SMS)40');
    expect(within(review).getByText(/The whole cascade takes about 25 min/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    const send = within(review).getByRole('button', { name: 'Send emergency alert' });
    expect(send).toBeDisabled();
    await user.type(
      within(review).getByRole('textbox', { name: /Type the community’s name/ }),
      'River Nation',
    );
    await user.click(send);
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

  it('reviews a send first; going back keeps everything entered and sends nothing', async () => {
    const user = setupUser();
    renderForm(form());
    await fill(user, /^Title/, 'Main Street closed today');
    await fill(user, /^Message/, 'Use Second Avenue.');
    await user.click(screen.getByRole('radio', { name: 'Everyone, guests too' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const review = await screen.findByRole('dialog', { name: 'Review before sending' });
    expect(review).toHaveTextContent('Everyone, guests too');
    expect(await within(review).findByRole('table', { name: 'Estimated reach' })).toHaveTextContent('180');
    expect(api.post).toHaveBeenCalledWith(
      '/v1/notifications/reach',
      expect.objectContaining({ open: true, groups: [], recipients: [], kind: 'STANDARD', scheduled: null }),
      expect.anything(),
    );
    await user.click(within(review).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Main Street closed today');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Use Second Avenue.');
    expect(screen.getByRole('radio', { name: 'Everyone, guests too' })).toBeChecked();
    // Sending again goes through the review once more, then the send itself.
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const again = await screen.findByRole('dialog', { name: 'Review before sending' });
    await within(again).findByRole('table', { name: 'Estimated reach' });
    await user.click(within(again).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ open: true, draft: false }), 'send'),
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

  it('previews each language version once it has both texts, and reviews each with its reach (issue 40 #7)', async () => {
    vi.spyOn(api, 'get').mockImplementation((path) =>
      Promise.resolve(
        path === '/v1/community/languages'
          ? {
              languages: [
                { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
                { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
              ],
            }
          : { data: [], meta: { current: 0, pages: 0, total: 0 } },
      ),
    );
    const user = setupUser();
    renderForm(form());
    await fill(user, /^Title(?! in)/, 'Road work');
    await fill(user, /^Message(?! in)/, 'Main Street is closed.');
    await fill(user, /^Title in Français/, 'Travaux');
    // Half a version is not sent: no switch yet.
    expect(screen.queryByRole('radio', { name: 'Français' })).not.toBeInTheDocument();
    await fill(user, /^Message in Français/, 'La rue Principale est fermée.');
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    const ios = screen.getByRole('figure', { name: 'iPhone' });
    expect(within(ios).getByText('Travaux')).toHaveAttribute('lang', 'fr');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const review = await screen.findByRole('dialog', { name: 'Review before sending' });
    expect(await within(review).findByRole('group', { name: 'Français' })).toHaveTextContent(
      'La rue Principale est fermée.',
    );
    expect(api.post).toHaveBeenCalledWith(
      '/v1/notifications/reach',
      expect.objectContaining({
        translations: [{ language: 'fr', title: 'Travaux', body: 'La rue Principale est fermée.' }],
      }),
      expect.anything(),
    );
  });
});
