import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationRow, NotificationsPage as Page, SentNotificationsPage } from '@gathering/contract';
import {
  createTestQueryClient,
  renderWithProviders,
  setupUser,
  watchToasts,
} from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { NotificationsPage } from './notifications-page';

const { success: toastSuccess } = watchToasts();

const row = (id: string, title: string, patch: Partial<NotificationRow> = {}) =>
  ({
    id,
    title,
    body: 'Body',
    type: 'PUSH',
    status: 'SENT',
    kind: 'STANDARD',
    alertType: null,
    source: 'CONSOLE',
    open: false,
    groups: [],
    recipients: [],
    withData: false,
    data: null,
    schedule: null,
    zone: null,
    deliveredOn: '2026-11-20T15:00:00.000Z',
    archived: false,
    conversions: 3,
    createdOn: '2026-11-20T15:00:00.000Z',
    updatedOn: '2026-11-20T15:00:00.000Z',
    onPublish: false,
    localTime: false,
    recurrence: null,
    seriesId: null,
    reminderAfterMinutes: null,
    reminderMax: null,
    ...patch,
  }) satisfies NotificationRow;
const A = '00000000-0000-4000-8000-0000000000c1';
const B = '00000000-0000-4000-8000-0000000000c2';
const figures = {
  recipients: 10,
  delivered: 8,
  failed: 2,
  pending: 0,
  opened: 2,
  acknowledged: 0,
  conversionRate: 0.25,
};
const sentPage = {
  data: [
    { ...row(A, 'Road work'), figures },
    { ...row(B, 'Feast tonight', { open: true }), figures },
  ],
  meta: { current: 0, pages: 1, total: 2 },
} satisfies SentNotificationsPage;
const draftsPage = {
  data: [row(A, 'Water notice', { status: 'DRAFT', deliveredOn: null, groups: [B] })],
  meta: { current: 0, pages: 1, total: 1 },
} satisfies Page;

function renderPage(path = '/admin/notifications', client?: QueryClient) {
  renderWithProviders(
    <Routes>
      <Route path="/admin/notifications" element={<NotificationsPage />} />
      <Route path="/admin/notifications/:id" element={<p>Detail page</p>} />
    </Routes>,
    { route: path, client },
  );
}

describe('NotificationsPage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(api, 'get').mockImplementation((path) =>
      Promise.resolve(path.endsWith('/drafts') ? draftsPage : sentPage),
    );
  });

  it('lists sent notifications with their figures and archives the selected ones after confirming', async () => {
    const user = setupUser();
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ message: 'Notifications were archived', count: 2 });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sent notifications' });
    const first = await within(table).findByRole('row', { name: /Road work/ });
    expect(first).toHaveTextContent('All members');
    expect(first).toHaveTextContent('25%');
    expect(within(table).getByRole('row', { name: /Feast tonight/ })).toHaveTextContent(
      'Everyone, guests too',
    );
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive notifications' });
    expect(dialog).toHaveTextContent('Archive 2 notifications?');
    expect(patch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/v1/notifications/batch/archive', { ids: [A, B] }),
    );
    expect(toastSuccess).toHaveBeenCalledWith('Notifications were archived');
  });

  it('delivers a draft now after its review, then opens its detail', async () => {
    const user = setupUser();
    const post = vi.spyOn(api, 'post').mockImplementation((path) =>
      Promise.resolve(
        path === '/v1/notifications/reach'
          ? {
              members: 12,
              guests: 0,
              devices: { ios: 9, android: 6 },
              waitingForQuietHours: 0,
              byLanguage: [{ language: 'en', members: 12, guests: 0, devices: 15 }],
              sendAt: null,
              timeZone: null,
              quietHours: null,
            }
          : { message: 'Notification is being sent' },
      ),
    );
    renderPage('/admin/notifications?tab=drafts');
    await screen.findByRole('table', { name: 'Notification drafts' });
    await user.click(await screen.findByRole('button', { name: 'Deliver Water notice now' }));
    const dialog = screen.getByRole('dialog', { name: 'Review before sending' });
    // The draft's audience (one group) as sent now, counted by the server before anything goes.
    expect(await within(dialog).findByRole('table', { name: 'Estimated reach' })).toHaveTextContent('12');
    expect(post).toHaveBeenCalledWith(
      '/v1/notifications/reach',
      { open: false, groups: [B], recipients: [], kind: 'STANDARD' },
      expect.anything(),
    );
    expect(post).not.toHaveBeenCalledWith(`/v1/notifications/deliver/${A}`);
    await user.click(within(dialog).getByRole('button', { name: 'Deliver now' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/v1/notifications/deliver/${A}`));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });
  it("lists a scheduled item's push, linked to its item; cancelling it says the item stays scheduled", async () => {
    const ITEM = '00000000-0000-4000-8000-0000000000d1';
    const itemPush = row(ITEM, 'Treaty day', {
      status: 'SCHEDULED',
      deliveredOn: null,
      source: 'PUBLISH',
      onPublish: true,
      withData: true,
      data: { id: ITEM, headline: 'Treaty day', feedItemType: 'EventItem' },
      schedule: '2026-11-23T15:00:00.000Z',
      zone: 'America/Winnipeg',
    });
    vi.mocked(api.get).mockImplementation((path) =>
      Promise.resolve(
        path.endsWith('/scheduled')
          ? ({ data: [itemPush], meta: { current: 0, pages: 1, total: 1 } } satisfies Page)
          : sentPage,
      ),
    );
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ message: 'Notifications were deleted', count: 1 });
    const user = setupUser();
    // The item's page, already read: cancelling its push here makes it read again.
    const client = createTestQueryClient();
    client.setQueryData(['content', 'item', ITEM], { id: ITEM });
    renderPage('/admin/notifications?tab=scheduled', client);
    const table = await screen.findByRole('table', { name: 'Scheduled notifications' });
    const line = await within(table).findByRole('row', { name: /Treaty day/ });
    expect(within(line).getByRole('link', { name: 'Treaty day' })).toHaveAttribute(
      'href',
      `/admin/events/${ITEM}`,
    );
    expect(line).toHaveTextContent('Goes out when “Treaty day” goes live');
    expect(line).toHaveTextContent('Nov 23, 2026, 09:00 AM (Winnipeg)');
    await user.click(within(line).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete notifications' });
    expect(dialog).toHaveTextContent(
      'The push of 1 scheduled item is cancelled; the item still goes live at its time.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/v1/notifications/batch/delete', { ids: [ITEM] }),
    );
    await waitFor(() => expect(client.getQueryState(['content', 'item', ITEM])?.isInvalidated).toBe(true));
  });
});
