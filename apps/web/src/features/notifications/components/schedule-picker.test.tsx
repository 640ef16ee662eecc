import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { SchedulePicker } from './schedule-picker';
import { EMPTY_SCHEDULE, type ScheduleDraft } from './schedule-model';

function Harness({ onChange }: { onChange?: (v: ScheduleDraft) => void }) {
  const [value, setValue] = useState<ScheduleDraft>(EMPTY_SCHEDULE);
  return (
    <SchedulePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      now={() => new Date('2026-11-23T15:00:00Z')}
    />
  );
}

describe('SchedulePicker', { timeout: 60_000 }, () => {
  it('asks for nothing more when sending now', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('radio', { name: 'Send now' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Time' })).not.toBeInTheDocument();
  });

  it('offers day, time with a zone, and repeats for a set time; weekdays and an end for a weekly repeat', async () => {
    const user = setupUser();
    const seen: ScheduleDraft[] = [];
    renderWithProviders(<Harness onChange={(v) => seen.push(v)} />);
    await user.click(screen.getByRole('radio', { name: 'At a set time' }));
    expect(screen.getByRole('button', { name: 'Day' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Time' }));
    // The time picker's zone list (spec's Canadian zones) belongs to "at a set time".
    expect(await screen.findByRole('dialog', { name: 'Sending time' })).toHaveTextContent(/zone/i);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getAllByLabelText('Repeat').find((el) => el.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wed' }));
    expect(seen.at(-1)).toMatchObject({ mode: 'at', repeat: 'WEEKLY', weekdays: ['WE'] });
    expect(screen.getByRole('button', { name: 'Until' })).toBeInTheDocument();
  });

  it('explains a per-recipient local time, whose picker has no zone', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'At this local time for each recipient' }));
    expect(screen.getByText(/when its own clock shows this time/)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Time' }));
    expect(await screen.findByRole('dialog', { name: 'Sending time' })).not.toHaveTextContent(/zone/i);
  });
});
