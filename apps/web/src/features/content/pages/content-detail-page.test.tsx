import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FeedItemDetail, PublishingLogList } from '@gathering/contract';
import {
  communityAdmin,
  itemAnalyticsHandlers,
  renderApp,
  server,
  signIn,
  withFakeApi,
} from '../../../../test/render-app';
import { i18n } from '../../../i18n';
import { ITEM_BASE } from '../test-item';

withFakeApi();

const event = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  ...ITEM_BASE,
  headline: 'Summer feast',
  feedItemType: 'EventItem',
  body: '<p>Come</p>',
  dateTimes: [],
} satisfies FeedItemDetail;

const emptyLog = { data: [], meta: { current: 0, pages: 0, total: 0 } } satisfies PublishingLogList;

describe('content detail (issue 10, item 17)', () => {
  it('moves an event opened under /admin/news to /admin/events', { timeout: 20_000 }, async () => {
    server.use(
      http.get('*/v1/feedItem/view/:id', () => HttpResponse.json(event)),
      http.get('*/v2/publishingActivity/:id/log', () => HttpResponse.json(emptyLog)),
      http.get('*/v1/feedItem/analytics/:id/notifications', () => HttpResponse.json({ data: [] })),
      // The item's analytics panel (composed in by the app page).
      ...itemAnalyticsHandlers,
    );
    await signIn(communityAdmin);
    renderApp(`/admin/news/${event.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Summer feast' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The screen is the events one: it names the item an Event, not a News item.
    expect(screen.getByText('Event', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('News item', { exact: true })).not.toBeInTheDocument();
  });
});

describe('content detail of a scheduled or live item (issue 22 item 5)', () => {
  const scheduled = {
    ...event,
    feedItemType: 'NewsItem',
    headline: 'Treaty day',
    status: 'SCHEDULED',
    publishAt: '2026-11-23T15:00:00.000Z',
    publishZone: 'America/Winnipeg',
    notifyOnPublish: true,
    dateTimes: undefined,
  } satisfies FeedItemDetail;

  const open = async (item: FeedItemDetail, locale: 'en' | 'fr' = 'en') => {
    server.use(
      http.get('*/v1/feedItem/view/:id', () => HttpResponse.json(item)),
      http.get('*/v2/publishingActivity/:id/log', () => HttpResponse.json(emptyLog)),
      http.get('*/v1/feedItem/analytics/:id/notifications', () => HttpResponse.json({ data: [] })),
      ...itemAnalyticsHandlers,
    );
    await signIn({ ...communityAdmin, locale });
    renderApp(`/admin/news/${item.id}`);
    await screen.findByRole('heading', { name: item.headline }, { timeout: 10_000 });
  };

  it(
    'says when it goes live, in its zone, with its push; its main button publishes it now',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await open(scheduled);
      expect(screen.getByText('Scheduled for')).toBeInTheDocument();
      expect(screen.getByText(/Nov 23, 2026, 09:00 AM \(Winnipeg\)/)).toBeInTheDocument();
      expect(screen.getByText('A push notification goes out when it goes live.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Publish again' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change schedule' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Publish now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Publish “Treaty day” now' });
      // Now, not at the schedule, and with the push it was scheduled with.
      expect(within(dialog).getByRole('switch', { name: 'Schedule for later' })).not.toBeChecked();
      expect(within(dialog).getByRole('switch', { name: /push notification/ })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    },
  );

  it('opens its schedule from "Change schedule"', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await open(scheduled);
    await user.click(screen.getByRole('button', { name: 'Change schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the schedule of “Treaty day”' });
    expect(within(dialog).getByRole('switch', { name: 'Schedule for later' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  });

  it('names the button of a live item for what it changes, in French too', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage('fr');
    try {
      await open(
        {
          ...scheduled,
          status: 'PUBLISHED',
          publishAt: null,
          publishZone: null,
          notifyOnPublish: false,
          publishedOn: '2026-11-20T15:00:00.000Z',
        },
        'fr',
      );
      expect(screen.getByRole('button', { name: 'Modifier la publication' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Publier de nouveau' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Modifier la planification' })).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
