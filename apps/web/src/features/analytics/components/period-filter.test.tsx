import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { isPeriodReady, periodParams, type PeriodValue } from '../../../api/analytics-period';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { PeriodFilter } from './period-filter';

const OPTIONS = ['WEEK', 'MONTH', 'YEAR', 'LIFETIME', 'RANGE'] as const;
type F = (typeof OPTIONS)[number];

function Harness({ onChange }: { onChange: (v: PeriodValue<F>) => void }) {
  const [value, setValue] = useState<PeriodValue<F>>({ filter: 'WEEK' });
  return (
    <PeriodFilter
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('<PeriodFilter/>', () => {
  it('offers the filters with their labels and reports the chosen one', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    await user.click(screen.getByText('Last 30 days'));
    expect(onChange).toHaveBeenLastCalledWith({ filter: 'MONTH', range: undefined });
    expect(screen.queryByRole('button', { name: 'First and last day' })).not.toBeInTheDocument();
  });

  it('turns a picked range into range=YYYY-MM-DD,YYYY-MM-DD (only once both days are picked)', async () => {
    // Days after today cannot be picked: a fixed today keeps the 1st and 3rd of its month pickable.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Range'));
    expect(onChange).toHaveBeenLastCalledWith({ filter: 'RANGE', range: undefined });
    expect(isPeriodReady(onChange.mock.lastCall![0])).toBe(false);
    // The calendar's code comes when a range is chosen (period-filter.tsx).
    await user.click(await screen.findByRole('button', { name: 'First and last day' }));
    // The picker opens on the current month (15 March 2026 here): its 3rd then its 1st, either order gives first ≤ last.
    await user.click(screen.getByRole('button', { name: '3 March 2026' }));
    await user.click(screen.getByRole('button', { name: '1 March 2026' }));
    const expected = '2026-03-01,2026-03-03';
    expect(onChange).toHaveBeenLastCalledWith({ filter: 'RANGE', range: expected });
    expect(periodParams(onChange.mock.lastCall![0])).toEqual({ filter: 'RANGE', range: expected });
    // Leaving RANGE drops the range from the query.
    expect(periodParams({ filter: 'WEEK', range: expected })).toEqual({ filter: 'WEEK' });
  });

  it('uses a select when there are many options (platform periods)', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(
      <PeriodFilter
        options={['WEEK', 'MONTH', 'QUARTER', 'YEAR', 'ALL', 'CUSTOM']}
        value={{ filter: 'MONTH' }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Last 90 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: 'QUARTER', range: undefined });
  });
});
