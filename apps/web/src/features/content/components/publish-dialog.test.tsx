import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentMessages, type BasicGroupsResponse, type FeedItemDetail } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { ApiError, api } from '../../../lib/api-client';
import { contentPushWidgets } from '../../../app/content-detail-route';
import { PublishDialog } from './publish-dialog';
import { PushWidgetsProvider } from './push-widgets';
import { ITEM_BASE } from '../test-item';

const { error: toastError, success: toastSuccess } = watchToasts();

const item = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  ...ITEM_BASE,
  headline: 'Summer feast',
  feedItemType: 'NewsItem',
} satisfies FeedItemDetail;

function renderDialog(feedItem: FeedItemDetail = item) {
  renderWithProviders(
    <PushWidgetsProvider widgets={contentPushWidgets}>
      <PublishDialog item={feedItem} opened onClose={() => undefined} />
    </PushWidgetsProvider>,
  );
}

describe('PublishDialog (issue 10, Forms)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(api, 'get').mockResolvedValue({ groups: [] } satisfies BasicGroupsResponse);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('fetches the push preview ahead as it opens, before "notification" is switched on', async () => {
    const preloadPreview = vi.fn();
    renderWithProviders(
      <PushWidgetsProvider widgets={{ ...contentPushWidgets, preloadPreview }}>
        <PublishDialog item={item} opened onClose={() => undefined} />
      </PushWidgetsProvider>,
    );
    await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    expect(preloadPreview).toHaveBeenCalledTimes(1);
  });

  it('says in a sentence that groups must be chosen, and sends nothing', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch');
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen groups' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Choose at least one group.')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('asks for the day and time of a schedule, in French too', async () => {
    await i18n.changeLanguage('fr');
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch');
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Publier « Summer feast »' });
    await user.click(within(dialog).getByLabelText('Planifier pour plus tard'));
    await user.click(within(dialog).getByRole('button', { name: 'Planifier' }));
    expect(await within(dialog).findByText('Choisissez le jour de publication.')).toBeInTheDocument();
    expect(within(dialog).getByText("Choisissez l'heure de publication.")).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('refuses to publish an event without a date before any request', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch');
    renderDialog({ ...item, feedItemType: 'EventItem', dateTimes: [], location: '', body: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Add at least one date before publishing the event.',
    );
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    await user.click(publish);
    expect(patch).not.toHaveBeenCalled();
  });

  it('publishes an event whose date has passed only once that is confirmed (issue 22 item 11)', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ ...item, status: 'PUBLISHED' });
    renderDialog({
      ...item,
      feedItemType: 'EventItem',
      dateTimes: [{ date: '2020-05-01', startTime: '10:00', endTime: '12:00' }],
      location: '',
      body: '',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This event starts in the past. Members will see it as an event that has already taken place.',
    );
    const tick = within(dialog).getByRole('checkbox', {
      name: 'Go on anyway: this event has already taken place',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(tick).toHaveAccessibleDescription('Tick the box to confirm that this event is in the past.');
    expect(patch).not.toHaveBeenCalled();
    await user.click(tick);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
  });

  it("puts the server's refusal of the time under the time field", async () => {
    const user = setupUser();
    vi.spyOn(api, 'patch').mockRejectedValue(new ApiError(contentMessages.invalidZone, 400, 'zone', true));
    // A scheduled item opens with its schedule: 09:00 in Winnipeg on 21 June 2099.
    renderDialog({
      ...item,
      status: 'SCHEDULED',
      publishAt: '2099-06-21T14:00:00.000Z',
      publishZone: 'America/Winnipeg',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    const time = within(dialog).getByRole('textbox', { name: 'At' });
    expect((time as HTMLInputElement).value).toMatch(/^09:00 AM/);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(time).toHaveAccessibleDescription(contentMessages.invalidZone));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('publishes to the chosen audience', async () => {
    const user = setupUser();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ ...item, status: 'PUBLISHED' });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    await user.click(within(dialog).getByRole('radio', { name: 'Open to everyone including guests' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/v2/feed/publish/${item.id}`, {
        open: true,
        groups: [],
        recipients: [],
        featured: false,
        notification: false,
      }),
    );
    expect(toastSuccess).toHaveBeenCalledWith('The item is published');
  });

  it('with a push, reviews who it reaches before publishing; going back keeps the choices', async () => {
    const user = setupUser();
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      members: 307,
      guests: 58,
      devices: { ios: 200, android: 150, web: 0 },
      waitingForQuietHours: 0,
      byLanguage: [{ language: 'en', members: 307, guests: 58, devices: 350 }],
      sendAt: null,
      timeZone: 'America/Toronto',
      quietHours: null,
    });
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ ...item, status: 'PUBLISHED' });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Summer feast”' });
    await user.click(within(dialog).getByRole('radio', { name: 'Open to everyone including guests' }));
    await user.click(within(dialog).getByRole('switch', { name: /notification/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    let review = await screen.findByRole('dialog', { name: 'Review before sending' });
    expect(await within(review).findByRole('table', { name: 'Estimated reach' })).toHaveTextContent('307');
    expect(review).toHaveTextContent('Everyone, guests too');
    expect(post).toHaveBeenCalledWith(
      '/v1/notifications/reach',
      {
        open: true,
        groups: [],
        recipients: [],
        scheduled: null,
        zone: null,
        language: 'en',
        translations: [],
      },
      expect.anything(),
    );
    expect(patch).not.toHaveBeenCalled();
    await user.click(within(review).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Review before sending' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('radio', { name: 'Open to everyone including guests' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /notification/i })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    review = await screen.findByRole('dialog', { name: 'Review before sending' });
    await within(review).findByRole('table', { name: 'Estimated reach' });
    await user.click(within(review).getByRole('button', { name: 'Publish and send' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(
        `/v2/feed/publish/${item.id}`,
        expect.objectContaining({ open: true, notification: true }),
      ),
    );
  });

  it('keeps the dialog and its values when Escape closes the time picker', async () => {
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(
      <PushWidgetsProvider widgets={contentPushWidgets}>
        <PublishDialog item={item} opened onClose={onClose} />
      </PushWidgetsProvider>,
    );
    await user.click(await screen.findByLabelText('Schedule for later'));
    await user.click(screen.getByRole('textbox', { name: 'At' }));
    await user.click(screen.getByRole('textbox', { name: 'Hour' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Publish “Summer feast”' })).toBeInTheDocument();
    expect(screen.getByLabelText('Schedule for later')).toBeChecked();
  });

  // Issue 23: the warning names the languages whose tab is not complete, with the tab's own count (one rule).
  it('names the languages not fully written, a form’s labels and a document’s name counted, in French too', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
      path === '/v1/community/languages'
        ? {
            languages: [
              { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
              { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
              { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
            ],
          }
        : { groups: [] },
    );
    const ids = [
      '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a51',
      '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a52',
      '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a53',
    ];
    const input = (id: string) => ({
      id,
      label: id,
      type: 'SHORT_TEXT' as const,
      placeholder: '',
      description: '',
      values: [],
      isRequired: false,
    });
    const version = (language: string, labels: string[]) => ({
      language,
      headline: 'h',
      tagline: 't',
      body: '',
      displayName: '',
      labels: Object.fromEntries(labels.map((id) => [id, 'l'])),
    });
    // A form with three fields: Cree labels all three (5 of 5), French two (4 of 5).
    renderDialog({
      ...item,
      language: 'en',
      feedItemType: 'FormItem',
      emails: [],
      formNodes: [{ header: '', description: '', footer: '', nodeInputs: ids.map(input) }],
      translations: [version('crk', ids), version('fr', ids.slice(0, 2))],
    });
    const warning = await screen.findByTestId('missing-languages');
    expect(warning).toHaveTextContent(
      "Some fields are not written in these languages: Français (4 of 5 fields). Members who read them get the missing fields in another of their languages or in the item's own language.",
    );
    cleanup();

    // A document whose French version names no file: 3 of 4; no Cree version: 0 of 4.
    await i18n.changeLanguage('fr');
    renderDialog({
      ...item,
      language: 'en',
      feedItemType: 'DocumentItem',
      body: '',
      translations: [{ ...version('fr', []), body: '<p>b</p>' }],
    });
    expect(await screen.findByTestId('missing-languages')).toHaveTextContent(
      'Certains champs ne sont pas rédigés dans ces langues : ᓀᐦᐃᔭᐍᐏᐣ (0 champs sur 4), Français (3 champs sur 4).',
    );
  });
});
