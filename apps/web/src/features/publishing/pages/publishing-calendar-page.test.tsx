import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarResponse } from '@gathering/contract';
import { communityAdmin, renderApp, server, signIn, withFakeApi } from '../../../../test/render-app';
import { i18n } from '../../../i18n';

withFakeApi();

// Today at 18:30 (the viewer's clock), so the entry is in the month shown first.
const at = new Date();
at.setHours(18, 30, 0, 0);

const calendar = {
  data: [
    {
      id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      community: 'River Nation',
      baseType: 'EventItem',
      displayType: 'Event',
      heading: 'Summer feast',
      body: '',
      status: 'SCHEDULED',
      access: 'MEMBERS',
      publishingOn: at.toISOString(),
      publishedDate: null,
    },
  ],
  // Issue 11: pushes on the same calendar.
  notifications: [
    {
      type: 'PUSH',
      id: '00000000-0000-4000-8000-0000000000f1',
      heading: 'Feast reminder',
      body: 'Bring a dish',
      status: 'SCHEDULED',
      kind: 'STANDARD',
      alertType: null,
      publishingOn: at.toISOString(),
      zone: 'America/Edmonton',
      seriesId: null,
    },
  ],
} satisfies CalendarResponse;

describe('publishing calendar (issue 10, item 6)', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes times as hh:mm AM/PM and headings in English', async () => {
    server.use(http.get('*/v2/publishing/current', () => HttpResponse.json(calendar)));
    await signIn(communityAdmin);
    renderApp('/admin/publishing');
    const entry = await screen.findByTestId('calendar-entry', undefined, { timeout: 10_000 });
    expect(entry).toHaveTextContent('06:30 PM Summer feast');
    expect(entry).toHaveAttribute('title', 'Event: Summer feast — scheduled 06:30 PM');
    expect(screen.getByTestId('calendar-push')).toHaveTextContent('06:30 PM Feast reminder');
    const month = at.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    expect(screen.getByText(month)).toBeInTheDocument();
    expect(screen.getByText('Sun')).toBeInTheDocument();
  });

  it('writes them the French way in French', async () => {
    await i18n.changeLanguage('fr');
    server.use(http.get('*/v2/publishing/current', () => HttpResponse.json(calendar)));
    await signIn({ ...communityAdmin, locale: 'fr' });
    renderApp('/admin/publishing');
    const entry = await screen.findByTestId('calendar-entry', undefined, { timeout: 10_000 });
    expect(entry).toHaveTextContent('18 h 30 Summer feast');
    expect(entry).toHaveAttribute('title', 'Événement : Summer feast — planifié à 18 h 30');
    expect(screen.getByRole('heading', { name: 'Publication' })).toBeInTheDocument();
    const month = at.toLocaleDateString('fr-CA', { month: 'long', year: 'numeric' });
    expect(screen.getByText(month)).toBeInTheDocument();
  });

  it('is an agenda on a narrow screen: the days with something, each entry whole', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...original(query), matches: query.includes('max-width: 48em') }) as MediaQueryList;
    try {
      server.use(http.get('*/v2/publishing/current', () => HttpResponse.json(calendar)));
      await signIn(communityAdmin);
      renderApp('/admin/publishing');
      const entry = await screen.findByTestId('calendar-entry', undefined, { timeout: 10_000 });
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      const agenda = screen.getByRole('list', { name: /^Agenda/ });
      expect(within(agenda).getAllByRole('listitem')).toHaveLength(1);
      const day = at.toLocaleDateString('en-US', { weekday: 'long' });
      expect(within(agenda).getByRole('heading', { level: 2, name: new RegExp(day) })).toBeInTheDocument();
      // Wrapped, not cut: the agenda's entries are never one line with an ellipsis.
      expect(entry).toHaveStyle({ whiteSpace: 'normal' });
      expect(entry).toHaveTextContent('06:30 PM Summer feast');
      expect(within(agenda).getByTestId('calendar-push')).toHaveTextContent('06:30 PM Feast reminder');
    } finally {
      window.matchMedia = original;
    }
  });
});
