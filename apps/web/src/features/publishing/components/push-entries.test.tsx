import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CalendarPushEntry } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { PushEntries, pushesByDay } from './push-entries';

const entry = (id: string, heading: string, publishingOn: string, patch: Partial<CalendarPushEntry> = {}) =>
  ({
    type: 'PUSH',
    id,
    heading,
    body: 'Body',
    status: 'SCHEDULED',
    kind: 'STANDARD',
    alertType: null,
    publishingOn,
    zone: 'America/Edmonton',
    seriesId: null,
    ...patch,
  }) satisfies CalendarPushEntry;
const A = '00000000-0000-4000-8000-0000000000e1';
const B = '00000000-0000-4000-8000-0000000000e2';

describe('push entries on the publishing calendar', () => {
  it('groups pushes by local day in time order', () => {
    const later = entry(A, 'Evening', '2026-12-01T20:00:00.000Z');
    const earlier = entry(B, 'Morning', '2026-12-01T15:00:00.000Z');
    const byDay = pushesByDay([later, earlier]);
    expect([...byDay.values()].flat().map((e) => e.heading)).toEqual(['Morning', 'Evening']);
  });

  it("shows each push with its title and opens the notification's detail", async () => {
    const user = setupUser();
    renderWithProviders(
      <MemoryRouter initialEntries={['/admin/publishing']}>
        <Routes>
          <Route
            path="/admin/publishing"
            element={
              <PushEntries
                entries={[entry(A, 'Feast reminder', '2026-12-01T16:00:00.000Z', { seriesId: B })]}
              />
            }
          />
          <Route path="/admin/notifications/:id" element={<p>Notification detail</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const button = screen.getByTestId('calendar-push');
    expect(button).toHaveTextContent('Feast reminder');
    expect(button).toHaveAttribute('title', expect.stringMatching(/^Notification: Feast reminder — /));
    await user.click(button);
    expect(screen.getByText('Notification detail')).toBeInTheDocument();
  });
});
