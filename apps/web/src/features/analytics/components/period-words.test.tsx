import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PeriodValue } from '../../../api/analytics-period';
import { StatTile } from '../../../components/charts';
import { renderWithProviders } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { usePeriodWords } from './period-words';

/** A tile whose period comes from a period value, as the analytics screens build it. */
function Tile({ period, value = 12 }: { period: PeriodValue; value?: number }) {
  return <StatTile label="Content published" period={usePeriodWords(period)} value={value} />;
}

const periodOf = (label: string) =>
  screen.getByRole('region', { name: label }).querySelector('[data-testid="stat-period"]')?.textContent;

// Issue 22 item 4: every tile says its period, in words, in the reader's language.
describe('<StatTile/> period', () => {
  it('says the period of its figure in words, as the period control names it', () => {
    renderWithProviders(
      <>
        <StatTile label="Guests" period="Now" value={94} />
        <Tile period={{ filter: 'WEEK' }} />
      </>,
    );
    expect(periodOf('Guests')).toBe('Now');
    expect(periodOf('Content published')).toBe('Last 7 days');
    expect(screen.getByRole('region', { name: 'Content published' })).toHaveTextContent(
      'Content publishedLast 7 days12',
    );
  });

  it.each([
    [{ filter: 'MONTH' }, 'Last 30 days'],
    [{ filter: 'YEAR' }, 'Last 365 days'],
    [{ filter: 'LIFETIME' }, 'Lifetime'],
    [{ filter: 'RANGE', range: '2026-11-01,2026-11-10' }, 'From Nov 1, 2026 to Nov 10, 2026'],
    // A range not picked yet names the filter, never a half range.
    [{ filter: 'RANGE' }, 'Range'],
  ] as const)('words %o as "%s"', (period, words) => {
    renderWithProviders(<Tile period={period} />);
    expect(periodOf('Content published')).toBe(words);
  });

  it('says the period in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(
        <>
          <Tile period={{ filter: 'MONTH' }} />
          <StatTile label="Invités" period={i18n.t('analytics:tile.now')} value={94} />
        </>,
      );
      expect(periodOf('Content published')).toBe('30 derniers jours');
      expect(periodOf('Invités')).toBe('Actuellement');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows no period line when none is given (a figure of one item, say)', () => {
    renderWithProviders(<StatTile label="Audience" value={3} />);
    expect(screen.queryByTestId('stat-period')).not.toBeInTheDocument();
  });
});
