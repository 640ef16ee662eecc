import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationReach, NotificationReachBody } from '@gathering/contract';
import { EXP_KEY, TOKEN_KEY } from '../../../core/session-token';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { SendReviewDialog, type SendReviewProps } from './send-review-dialog';

/** The two phones of a preview (the member web app's view beside them is member-push-preview.test.tsx's). */
const phones = (of: HTMLElement) => within(within(of).getByRole('group', { name: 'Preview' }));

const ELDERS = '00000000-0000-4000-8000-00000000000a';
const reach: NotificationReach = {
  members: 212,
  guests: 40,
  devices: { ios: 180, android: 127, web: 0 },
  waitingForQuietHours: 31,
  byLanguage: [{ language: 'en', members: 212, guests: 40, devices: 307 }],
  sendAt: '2026-12-01T15:00:00.000Z',
  timeZone: 'America/Winnipeg',
  quietHours: { start: '22:00', end: '07:00' },
};

const bodies: NotificationReachBody[] = [];
const server = setupServer(
  http.post('*/v1/notifications/reach', async ({ request }) => {
    bodies.push((await request.json()) as NotificationReachBody);
    return HttpResponse.json(reach);
  }),
  http.get('*/v1/groups/basic', () => HttpResponse.json({ groups: [{ id: ELDERS, group: 'Elders' }] })),
  http.get('*/v1/community/languages', () =>
    HttpResponse.json({
      languages: [
        { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
        { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
        { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('SendReviewDialog', { timeout: 30_000 }, () => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  beforeEach(() => {
    // A signed-in administrator: the API client sends the token rather than asking for a new one.
    localStorage.setItem(TOKEN_KEY, 'test-token');
    localStorage.setItem(EXP_KEY, String(Math.floor(Date.now() / 1000) + 3600));
    bodies.length = 0;
    onConfirm.mockReset();
    onCancel.mockReset();
  });
  const dialog = (props: Partial<SendReviewProps> = {}) => (
    <SendReviewDialog
      opened
      request={{
        open: true,
        groups: [],
        recipients: [],
        scheduled: '2026-12-01T09:00',
        zone: 'America/Winnipeg',
      }}
      message={{ title: 'Main Street closed today', body: 'Use Second Avenue.' }}
      appName="River Nation"
      communityName="River Nation"
      confirmLabel="Schedule"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />
  );

  it('shows the audience in words, the server’s estimate, both zones’ times and the message', async () => {
    renderWithProviders(dialog());
    const review = screen.getByRole('dialog', { name: 'Review before sending' });
    expect(review).toHaveTextContent('Everyone, guests too');
    const table = await screen.findByRole('table', { name: 'Estimated reach' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Members')).toHaveTextContent('212');
    expect(row('Guests')).toHaveTextContent('40');
    expect(row('iPhone devices')).toHaveTextContent('180');
    expect(row('Android devices')).toHaveTextContent('127');
    expect(row('Devices waiting for quiet hours')).toHaveTextContent('31');
    expect(review).toHaveTextContent(
      '31 devices are in quiet hours and will receive it when they end, at 07:00 in their own time zone.',
    );
    // The instant the server read (09:00 in Winnipeg), in the community's zone; the sender's line is there too.
    expect(review).toHaveTextContent(/Dec 1, 2026, 09:00 AM community time \(.*Winnipeg.*\)/);
    expect(review).toHaveTextContent(/your time/);
    expect(phones(review).getAllByText('Main Street closed today')).toHaveLength(2);
    // The estimate was asked for exactly what the send will post.
    expect(bodies).toEqual([
      { open: true, groups: [], recipients: [], scheduled: '2026-12-01T09:00', zone: 'America/Winnipeg' },
    ]);
    await setupUser().click(within(review).getByRole('button', { name: 'Schedule' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows each language version with the people and devices that would get it (issue 40 #7)', async () => {
    server.use(
      http.post('*/v1/notifications/reach', async ({ request }) => {
        bodies.push((await request.json()) as NotificationReachBody);
        return HttpResponse.json({
          ...reach,
          byLanguage: [
            { language: 'en', members: 150, guests: 0, devices: 190 },
            { language: 'crk', members: 61, guests: 0, devices: 70 },
            { language: 'fr', members: 1, guests: 40, devices: 47 },
          ],
        });
      }),
    );
    const translations = [
      { language: 'crk', title: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ', body: 'ᐅᑳᐏᒪᐤ ᐊᐢᑭᕀ ᐊᔭᐦᐃᐤ᙮' },
      { language: 'fr', title: 'Rue Principale fermée', body: 'Prenez la 2e Avenue.' },
      // Without its body it is not sent: not shown either.
      { language: 'de', title: 'Hauptstraße gesperrt', body: '' },
    ];
    renderWithProviders(dialog({ request: { open: true, groups: [], recipients: [], translations } }));
    const review = screen.getByRole('dialog', { name: 'Review before sending' });
    const version = async (name: string) => within(review).findByRole('group', { name });
    const english = await version('English');
    await waitFor(() => expect(english).toHaveTextContent('Reaches 150 members (190 devices)'));
    expect(phones(english).getAllByText('Main Street closed today')).toHaveLength(2);
    const cree = await version('ᓀᐦᐃᔭᐍᐏᐣ');
    expect(cree).toHaveTextContent('Reaches 61 members (70 devices)');
    expect(within(cree).getAllByText('ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ')[0]).toHaveAttribute('lang', 'crk');
    const french = await version('Français');
    expect(french).toHaveTextContent('Reaches 1 member, 40 guests (47 devices)');
    expect(phones(french).getAllByText('Prenez la 2e Avenue.')).toHaveLength(2);
    expect(review).not.toHaveTextContent('Hauptstraße');
    // The estimate was asked for with the versions, so it counts each.
    expect(bodies.at(-1)?.translations).toEqual(translations);
  });

  it('names the chosen groups', async () => {
    renderWithProviders(dialog({ request: { open: false, groups: [ELDERS], recipients: [] } }));
    expect(await screen.findByText('Members of the group Elders')).toBeInTheDocument();
  });

  it('keeps an emergency alert’s confirm off until the community’s name is typed exactly', async () => {
    const user = setupUser();
    renderWithProviders(
      dialog({
        request: { open: true, groups: [], recipients: [], kind: 'EMERGENCY' },
        message: { title: 'Boil water', body: 'Until further notice.', alertLabel: 'Boil-water advisory' },
        confirmLabel: 'Send emergency alert',
      }),
    );
    const review = screen.getByRole('dialog', { name: 'Review this emergency alert' });
    await screen.findByRole('table', { name: 'Estimated reach' });
    // An alert ignores quiet hours: no waiting row, and the dialog says why.
    expect(review).not.toHaveTextContent('Devices waiting for quiet hours');
    expect(review).toHaveTextContent('An emergency alert does not wait for quiet hours');
    const send = within(review).getByRole('button', { name: 'Send emergency alert' });
    const name = within(review).getByRole('textbox', {
      name: 'Type the community’s name, River Nation, to send this alert',
    });
    expect(name).toHaveFocus();
    expect(send).toBeDisabled();
    await user.type(name, 'river nation');
    expect(send).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'River Nation');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('goes back without sending, by button or Escape', async () => {
    const user = setupUser();
    renderWithProviders(dialog());
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    // From the keyboard too, and by the corner's named close button.
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says in a sentence when the estimate cannot be counted', async () => {
    server.use(
      http.post('*/v1/notifications/reach', () =>
        HttpResponse.json({ message: 'Recipient was invalid or could not be found' }, { status: 404 }),
      ),
    );
    renderWithProviders(dialog());
    expect(await screen.findByRole('alert')).toHaveTextContent('Recipient was invalid or could not be found');
  });
});
