import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import { EventDatesEditor, PastEventConfirm } from './event-dates-editor';
import { startsInPast, type EventDateDraft } from './event-dates-model';

const at = (iso: string) => ({ date: new Date(iso), zone: 'UTC' });
const row = (day: string, start: string, end: string): EventDateDraft => ({
  key: day,
  date: new Date(`${day}T00:00:00`),
  start: at(`${day}T${start}:00Z`),
  end: at(`${day}T${end}:00Z`),
});

describe('<EventDatesEditor/>', () => {
  it("puts a row's end-before-start error on its End field, not under the list", () => {
    renderWithProviders(
      <EventDatesEditor
        value={[row('2030-05-01', '14:00', '09:00')]}
        onChange={() => {}}
        errors={{ '0.end': 'Date 1 must not end before it starts.' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Ends at' })).toHaveAccessibleDescription(
      'Date 1 must not end before it starts.',
    );
    expect(screen.getByRole('textbox', { name: 'Starts at' })).not.toHaveAccessibleDescription();
  });
});

describe('<PastEventConfirm/>', () => {
  it('warns in a sentence and asks for a tick, with the reason it is needed', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PastEventConfirm
        checked={false}
        onChange={onChange}
        error="Tick the box to confirm that this event is in the past."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This event starts in the past. Members will see it as an event that has already taken place.',
    );
    const tick = screen.getByRole('checkbox', { name: 'Go on anyway: this event has already taken place' });
    expect(tick).toHaveAccessibleDescription('Tick the box to confirm that this event is in the past.');
    await userEvent.setup().click(tick);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is needed for a date whose start has passed, in the event zone', () => {
    const now = new Date('2030-05-01T12:00:00Z');
    expect(startsInPast([row('2030-05-01', '11:00', '13:00')], now)).toBe(true);
    expect(startsInPast([row('2030-05-01', '13:00', '14:00')], now)).toBe(false);
    // 11:00 in Toronto is 15:00 UTC: still to come at noon UTC.
    const toronto: EventDateDraft = {
      key: 't',
      date: new Date('2030-05-01T00:00:00'),
      start: { date: new Date('2030-05-01T15:00:00Z'), zone: 'America/Toronto' },
      end: null,
    };
    expect(startsInPast([toronto], now)).toBe(false);
  });
});
