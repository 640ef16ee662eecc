import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDetail } from '@gathering/contract';
import { renderWithProviders } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { NotificationDetailPage } from './notification-detail-page';

const ID = '00000000-0000-4000-8000-0000000000b1';
const base = {
  id: ID,
  title: 'Boil water',
  body: 'Until further notice.',
  type: 'PUSH',
  status: 'SENDING',
  kind: 'EMERGENCY',
  alertType: 'BOIL_WATER',
  source: 'CONSOLE',
  open: true,
  groups: [],
  recipients: [],
  withData: false,
  data: null,
  schedule: null,
  zone: null,
  deliveredOn: null,
  archived: false,
  conversions: 0,
  createdOn: '2026-11-23T15:00:00.000Z',
  updatedOn: '2026-11-23T15:00:00.000Z',
  onPublish: false,
  localTime: false,
  recurrence: null,
  seriesId: null,
  reminderAfterMinutes: 30,
  reminderMax: 2,
  failureReason: null,
  figures: {
    recipients: 100,
    delivered: 10,
    failed: 0,
    pending: 90,
    opened: 0,
    acknowledged: 0,
    conversionRate: 0,
  },
  progress: { total: 100, processed: 10 },
} satisfies NotificationDetail;
const sent = {
  ...base,
  status: 'SENT',
  deliveredOn: '2026-11-23T15:00:05.000Z',
  figures: {
    recipients: 100,
    delivered: 96,
    failed: 4,
    pending: 0,
    opened: 48,
    acknowledged: 30,
    conversionRate: 0.5,
  },
  progress: { total: 100, processed: 100 },
} satisfies NotificationDetail;

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/admin/notifications/:id" element={<NotificationDetailPage />} />
    </Routes>,
    { route: `/admin/notifications/${ID}` },
  );
}

describe('NotificationDetailPage', { timeout: 60_000 }, () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows the live progress while sending, re-reads it, and ends on the figures', async () => {
    // The alert's own reads; its cascade's (cascade-section.test.tsx) answer that none ran.
    let reads = 0;
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (path: string) =>
        path.endsWith('/cascade') ? { status: 'NONE' } : reads++ ? sent : base,
      );
    renderPage();
    expect(await screen.findByText('10 of 100 devices')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    // Polled while SENDING: the next read has the finished send.
    expect(
      await screen.findByText('Delivered · failed · waiting', {}, { timeout: 6_000 }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/v1/notifications/${ID}`, expect.anything());
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('10 of 100 devices')).not.toBeInTheDocument();
    const figure = (name: string) =>
      within(screen.getByRole('group', { name })).getByText(/./, { selector: 'p:last-child' });
    expect(figure('Delivered')).toHaveTextContent('96');
    expect(figure('Failed')).toHaveTextContent('4');
    expect(figure('Opened')).toHaveTextContent('48');
    expect(figure('Conversion rate')).toHaveTextContent('50%');
    expect(figure('Acknowledged')).toHaveTextContent('30');
    expect(screen.getByText('30 of 96 reached devices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export unreached (CSV)' })).toBeInTheDocument();
    expect(await screen.findByText(/The cascade has not started for this alert/)).toBeInTheDocument();
  });

  it('does not poll a draft, and offers edit and deliver', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      ...base,
      kind: 'STANDARD',
      alertType: null,
      status: 'DRAFT',
      figures: { ...base.figures, recipients: 0, delivered: 0, pending: 0 },
      progress: { total: 0, processed: 0 },
    } satisfies NotificationDetail);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/notifications/${ID}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Deliver now' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 2_500));
    expect(get).toHaveBeenCalledTimes(1);
  });
});
