import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import { ScheduleTime } from './schedule-time';

// 09:00 in Winnipeg (CDT, UTC-5) on 2030-06-21 is 14:00 UTC.
const AT = '2030-06-21T14:00:00.000Z';

describe('ScheduleTime (issue 10, item 4)', () => {
  it("shows the time in the item's own zone with that zone's label, and the viewer's time beside it", () => {
    renderWithProviders(<ScheduleTime at={AT} zone="America/Winnipeg" viewer="UTC" />);
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/09:00 AM \(.*Winnipeg.*\)/);
    expect(text).not.toMatch(/02:00 PM \(.*Winnipeg/);
    expect(screen.getByText(/02:00 PM your time/)).toBeInTheDocument();
  });

  it('shows no second time when the viewer is in the same zone', () => {
    renderWithProviders(<ScheduleTime at={AT} zone="America/Winnipeg" viewer="America/Winnipeg" />);
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });

  it('says which zone is used when none was picked', () => {
    renderWithProviders(<ScheduleTime at={AT} zone={null} viewer="UTC" />);
    expect(screen.getByText(/02:00 PM \(UTC: no time zone was chosen\)/)).toBeInTheDocument();
  });
});
