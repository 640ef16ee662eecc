import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine, setupUser } from '../test-utils';
import { PeriodFilter } from './period-filter';
import { isPeriodReady, periodParams, type PeriodValue } from './period';

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
    renderWithMantine(<Harness onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    await user.click(screen.getByText('Last 30 days'));
    expect(onChange).toHaveBeenLastCalledWith({ filter: 'MONTH', range: undefined });
    expect(screen.queryByRole('button', { name: 'First and last day' })).not.toBeInTheDocument();
  });

  it('turns a picked range into range=YYYY-MM-DD,YYYY-MM-DD (only once both days are picked)', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithMantine(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Range'));
    expect(onChange).toHaveBeenLastCalledWith({ filter: 'RANGE', range: undefined });
    expect(isPeriodReady(onChange.mock.lastCall![0])).toBe(false);
    await user.click(screen.getByRole('button', { name: 'First and last day' }));
    // Open on the current month: pick its 3rd then its 1st (either order gives first ≤ last).
    const now = new Date();
    const month = now.toLocaleString('en-US', { month: 'long' });
    const name = (d: number) => `${d} ${month} ${now.getFullYear()}`;
    await user.click(screen.getByRole('button', { name: name(3) }));
    await user.click(screen.getByRole('button', { name: name(1) }));
    const mm = String(now.getMonth() + 1).padStart(2, '0');
    const expected = `${now.getFullYear()}-${mm}-01,${now.getFullYear()}-${mm}-03`;
    expect(onChange).toHaveBeenLastCalledWith({ filter: 'RANGE', range: expected });
    expect(periodParams(onChange.mock.lastCall![0])).toEqual({ filter: 'RANGE', range: expected });
    // Leaving RANGE drops the range from the query.
    expect(periodParams({ filter: 'WEEK', range: expected })).toEqual({ filter: 'WEEK' });
  });

  it('uses a select when there are many options (platform periods)', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithMantine(
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
