import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventDateTime, FeedItemDetail, TagsResponse } from '@gathering/contract';
import {
  communityAdmin,
  renderApp,
  requests,
  server,
  signIn,
  withFakeApi,
} from '../../../../test/render-app';
import { i18n } from '../../../i18n';
import { ITEM_BASE } from '../test-item';

withFakeApi();

const event = (dateTimes: EventDateTime[]) =>
  ({
    id: '7d1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    ...ITEM_BASE,
    headline: 'Harvest feast',
    feedItemType: 'EventItem',
    body: '<p>Come</p>',
    location: 'Hall',
    dateTimes,
  }) satisfies FeedItemDetail;

const DATE_ID = '8e2d3f40-5b6c-4d7e-9f80-a1b2c3d4e5f6';

const saves = () => requests.filter((r) => r.startsWith('PATCH /v1/base/events'));

/** The editor of an event with these dates, its save answered with the event itself. */
async function editEvent(dateTimes: EventDateTime[], locale: 'en' | 'fr' = 'en') {
  const item = event(dateTimes);
  server.use(
    http.get('*/v1/tags', () => HttpResponse.json({ tags: [] } satisfies TagsResponse)),
    http.get('*/v1/feedItem/view/:id', () => HttpResponse.json(item)),
    http.patch('*/v1/base/events/:id', () => HttpResponse.json(item)),
  );
  await signIn({ ...communityAdmin, locale });
  renderApp(`/admin/events/${item.id}/edit`);
  return userEvent.setup();
}

// Issue 22 item 11: a past event is saved only once the editor confirms it; an end before the start is said on
// the End field.
describe('event editor dates', { timeout: 60_000 }, () => {
  beforeAll(() => {
    // Mantine's autosize textarea listens for font loading, which jsdom does not have.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: () => {}, removeEventListener: () => {} },
        configurable: true,
      });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('warns that the event is in the past and saves it only once that is confirmed', async () => {
    const user = await editEvent([{ id: DATE_ID, date: '2020-05-01', startTime: '10:00', endTime: '12:00' }]);
    await screen.findByRole('heading', { name: 'Edit event' }, { timeout: 10_000 });
    expect(
      screen.getByText(
        'This event starts in the past. Members will see it as an event that has already taken place.',
      ),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('checkbox', {
      name: 'Go on anyway: this event has already taken place',
    });
    expect(confirm).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Tick the box to confirm that this event is in the past.'),
    );
    expect(saves()).toEqual([]);

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it('asks nothing of an event to come', async () => {
    const next = new Date().getFullYear() + 1;
    const user = await editEvent([
      { id: DATE_ID, date: `${next}-05-01`, startTime: '10:00', endTime: '12:00' },
    ]);
    await screen.findByRole('heading', { name: 'Edit event' }, { timeout: 10_000 });
    expect(screen.queryByRole('checkbox', { name: /Go on anyway/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it('says on the End field that a date must not end before it starts', async () => {
    const next = new Date().getFullYear() + 1;
    const dates = [{ id: DATE_ID, date: `${next}-05-01`, startTime: '14:00', endTime: '09:00' }];
    const user = await editEvent(dates);
    await screen.findByRole('heading', { name: 'Edit event' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Ends at' })).toHaveAccessibleDescription(
        'Date 1 must not end before it starts.',
      ),
    );
    // Said once, on the field: not again under "Add date".
    expect(screen.getAllByText('Date 1 must not end before it starts.')).toHaveLength(1);
    expect(saves()).toEqual([]);
  });

  it('says it in French too', async () => {
    await i18n.changeLanguage('fr');
    const next = new Date().getFullYear() + 1;
    const user = await editEvent(
      [{ id: DATE_ID, date: `${next}-05-01`, startTime: '14:00', endTime: '09:00' }],
      'fr',
    );
    await screen.findByRole('heading', { name: "Modifier l'événement" }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Fin' })).toHaveAccessibleDescription(
        'La date 1 ne doit pas finir avant de commencer.',
      ),
    );
  });
});
