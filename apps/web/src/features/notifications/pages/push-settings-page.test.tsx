import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FeedList, NotificationSettings, NotificationSettingsBody } from '@gathering/contract';
import {
  communityAdmin,
  renderApp,
  requests,
  server,
  signIn,
  withFakeApi,
} from '../../../../test/render-app';
import { i18n } from '../../../i18n';

const t = i18n.getFixedT('en', 'notifications');

withFakeApi();

const night = {
  quietHoursStart: '22:00',
  quietHoursEnd: '07:00',
  timeZone: 'America/Edmonton',
} satisfies NotificationSettings;

/** GET answers `settings`; every PATCH body is kept and answered by `answer` (the merged settings by default). */
function fakeSettings(
  settings: NotificationSettings,
  answer?: () => Response,
): { bodies: NotificationSettingsBody[] } {
  const bodies: NotificationSettingsBody[] = [];
  server.use(
    http.get('*/v1/notifications/settings', () => HttpResponse.json(settings)),
    http.patch('*/v1/notifications/settings', async ({ request }) => {
      const body = (await request.json()) as NotificationSettingsBody;
      bodies.push(body);
      return answer?.() ?? HttpResponse.json({ ...settings, ...body });
    }),
  );
  return { bodies };
}

async function openSettings() {
  await signIn(communityAdmin);
  renderApp('/admin/notifications/settings');
  // The first render loads the lazy console chunks, slow on a busy machine.
  return screen.findByRole('form', { name: t('settings.formLabel') }, { timeout: 15_000 });
}

/** Clears the picker behind the field `label`, then types a time ("1000p" = 10:00 PM) and applies it. */
async function pickTime(user: ReturnType<typeof userEvent.setup>, label: string, keys: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('textbox', { name: label }));
  const dialog = await screen.findByRole('dialog');
  await user.keyboard(keys);
  await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('notification settings', { timeout: 60_000 }, () => {
  it('loads the quiet hours and zone, and shows a window over midnight as such', async () => {
    fakeSettings(night);
    const form = await openSettings();
    expect(within(form).getByRole('switch', { name: t('settings.quietHours') })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: t('settings.start') })).toHaveValue('10:00 PM');
    expect(within(form).getByRole('textbox', { name: t('settings.end') })).toHaveValue('07:00 AM');
    expect(within(form).getByRole('combobox', { name: t('settings.zone') })).toHaveValue('Edmonton');
    expect(within(form).getByText(t('settings.quietHoursHelp'))).toBeInTheDocument();
    expect(screen.getByTestId('quiet-window')).toHaveTextContent(
      'From 10:00 PM to 07:00 AM the next day: the window crosses midnight.',
    );
    expect(screen.getByRole('heading', { level: 1, name: t('settings.title') })).toBeInTheDocument();
  });

  it('switching quiet hours off sends both bounds as null and says it was saved', async () => {
    const { bodies } = fakeSettings(night);
    const user = userEvent.setup();
    const form = await openSettings();
    await user.click(within(form).getByRole('switch', { name: t('settings.quietHours') }));
    expect(within(form).queryByRole('textbox', { name: t('settings.start') })).not.toBeInTheDocument();
    expect(within(form).getByText(t('settings.off'))).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(t('settings.saved'))).toBeInTheDocument();
    expect(bodies).toEqual([{ quietHoursStart: null, quietHoursEnd: null, timeZone: 'America/Edmonton' }]);
  });

  it('switching them on offers 22:00–07:00 and saves a window the day through', async () => {
    const { bodies } = fakeSettings({ quietHoursStart: null, quietHoursEnd: null, timeZone: null });
    const user = userEvent.setup();
    const form = await openSettings();
    const toggle = within(form).getByRole('switch', { name: t('settings.quietHours') });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(within(form).getByRole('textbox', { name: t('settings.start') })).toHaveValue('10:00 PM');
    await pickTime(user, t('settings.start'), '0100p');
    await pickTime(user, t('settings.end'), '0300p');
    expect(screen.getByTestId('quiet-window')).toHaveTextContent('From 01:00 PM to 03:00 PM the same day.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ quietHoursStart: '13:00', quietHoursEnd: '15:00', timeZone: null }]),
    );
  });

  it('refuses a start equal to the end with a sentence, without asking the server', async () => {
    const { bodies } = fakeSettings(night);
    const user = userEvent.setup();
    const form = await openSettings();
    await pickTime(user, t('settings.end'), '1000p');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(t('settings.errors.same'))).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: t('settings.end') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal under the field it names", async () => {
    fakeSettings(night, () =>
      HttpResponse.json({ message: 'Unknown time zone', field: 'timeZone' }, { status: 400 }),
    );
    const user = userEvent.setup();
    const form = await openSettings();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Unknown time zone')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: t('settings.zone') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a load error with a retry', async () => {
    server.use(
      http.get(
        '*/v1/notifications/settings',
        () => HttpResponse.json({ message: 'Error trying to fetch notification settings' }, { status: 500 }),
        { once: true },
      ),
      http.get('*/v1/notifications/settings', () => HttpResponse.json(night)),
    );
    await signIn(communityAdmin);
    renderApp('/admin/notifications/settings');
    expect(await screen.findByText(t('errors.settings'), undefined, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: t('settings.formLabel') })).toBeInTheDocument();
  });

  it('opens from the Notifications page', async () => {
    fakeSettings(night);
    server.use(
      http.get('*/v1/notifications/sent', () =>
        HttpResponse.json({ data: [], meta: { current: 0, pages: 0, total: 0 } }),
      ),
    );
    await signIn(communityAdmin);
    renderApp('/admin/notifications');
    const link = await screen.findByRole('link', { name: t('settingsAction') }, { timeout: 15_000 });
    await userEvent.setup().click(link);
    expect(
      await screen.findByRole('form', { name: t('settings.formLabel') }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

describe('the compose form under quiet hours', { timeout: 60_000 }, () => {
  // The link field's list of content a push can open.
  const noContent = http.get('*/v2/feed/community/feeditems', () =>
    HttpResponse.json({ data: [], meta: { current: 0, pages: 0, total: 0 } } satisfies FeedList),
  );

  it('says an ordinary push waits for the end of quiet hours, and an emergency alert does not', async () => {
    fakeSettings(night);
    server.use(noContent);
    await signIn(communityAdmin);
    renderApp('/admin/notifications/new');
    const note = await screen.findByTestId('quiet-hours-note', undefined, { timeout: 15_000 });
    expect(note).toHaveTextContent(
      'Quiet hours run from 10:00 PM to 07:00 AM: recipients inside them get this notification when they end',
    );
    await userEvent
      .setup()
      .click(screen.getByRole('switch', { name: new RegExp(`^${t('compose.emergency')}`) }));
    expect(screen.queryByTestId('quiet-hours-note')).not.toBeInTheDocument();
  });

  it('says nothing when the community has no quiet hours', async () => {
    fakeSettings({ quietHoursStart: null, quietHoursEnd: null, timeZone: null });
    server.use(noContent);
    await signIn(communityAdmin);
    renderApp('/admin/notifications/new');
    await screen.findByRole('form', { name: t('compose.formLabel') }, { timeout: 15_000 });
    await waitFor(() => expect(requests).toContain('GET /v1/notifications/settings'));
    expect(screen.queryByTestId('quiet-hours-note')).not.toBeInTheDocument();
  });
});
