import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser } from '../test-utils';
import { ChartCard } from './index';

const series = [{ name: 'count', label: 'Views' }];

describe('<ChartCard/>', () => {
  it('shows "Nothing to show yet" when every point is 0, and offers no table', async () => {
    renderWithProviders(
      <ChartCard
        title="Views"
        series={series}
        data={[
          { date: '2026-11-21', count: 0 },
          { date: '2026-11-22', count: 0 },
        ]}
      />,
    );
    expect(await screen.findByText('Nothing to show yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no points', async () => {
    renderWithProviders(<ChartCard title="Views" series={series} data={[]} />);
    expect(await screen.findByText('Nothing to show yet', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('switches to an accessible table of the same numbers, days in the reader’s language', async () => {
    const user = setupUser();
    renderWithProviders(
      <ChartCard
        title="Views"
        series={[...series, { name: 'unique', label: 'Unique' }]}
        data={[
          { date: '2026-11-21', count: 1234, unique: 3 },
          { date: '2026-11-22', count: 0, unique: 0 },
        ]}
      />,
    );
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Show the numbers as a table' },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Views' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Views', 'Unique']);
    const first = within(table).getByRole('rowheader', { name: 'Nov 21, 2026' }).closest('tr')!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1,234', '3']);
    expect(within(table).getByRole('rowheader', { name: 'Nov 22, 2026' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
