import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import 'dayjs/locale/fr';
import { i18n } from '../../i18n';
import { renderWithProviders, setupUser } from '../test-utils';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';
import type { DateRange } from './date-range';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m, d, h, min, s, ms);

function Single(props: { onChange?: (d: Date | null) => void; minDate?: Date; maxDate?: Date }) {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <DatePicker
      label="Date"
      defaultDate="2024-03-01"
      value={value}
      minDate={props.minDate}
      maxDate={props.maxDate}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

function Range({ onChange }: { onChange?: (r: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>([null, null]);
  return (
    <DateRangePicker
      label="Period"
      defaultDate="2024-03-01"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const day = (label: string) => screen.getByRole('button', { name: label });
const yearSelect = () =>
  screen
    .getAllByRole('combobox')
    .find((el) => el.getAttribute('data-select') === 'year') as HTMLSelectElement;

describe('<DatePicker/>', () => {
  it('shows weeks from Sunday, always 6 of them', async () => {
    const user = setupUser();
    renderWithProviders(<Single />);
    await user.click(screen.getByRole('button', { name: 'Date' }));
    const table = screen.getByRole('table');
    const weekdays = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(weekdays[0]).toBe('Su');
    expect(weekdays[6]).toBe('Sa');
    expect(within(table).getAllByRole('row')).toHaveLength(7); // weekday row + 6 weeks
  });

  it('names months and weekdays in the interface language (French: "mars 2024", "di")', async () => {
    await i18n.changeLanguage('fr');
    try {
      const user = setupUser();
      renderWithProviders(<Single />);
      await user.click(screen.getByRole('button', { name: 'Date' }));
      const weekdays = within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      expect(weekdays[0]).toBe('di');
      expect(day('14 mars 2024')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('writes the picked day in the language\'s word order ("14 mars 2024", "March 14, 2024")', async () => {
    const picked = (
      <DatePicker label="Date" defaultDate="2024-03-01" value={local(2024, 2, 14)} onChange={() => {}} />
    );
    const { unmount } = renderWithProviders(picked);
    expect(screen.getByRole('button', { name: 'Date' })).toHaveTextContent('March 14, 2024');
    unmount();
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(picked);
      expect(screen.getByRole('button', { name: 'Date' })).toHaveTextContent('14 mars 2024');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('pads a short month to 6 weeks (February 2026 spans exactly 4 Sunday-first weeks)', async () => {
    const user = setupUser();
    renderWithProviders(
      <DatePicker label="Date" defaultDate="2026-02-01" value={null} onChange={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(7);
  });

  it('reports the picked day as a local-midnight Date', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<Single onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Date' }));
    await user.click(day('14 March 2024'));
    expect(onChange).toHaveBeenCalledWith(local(2024, 2, 14));
  });

  it('disables days outside minDate/maxDate', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(
      <Single onChange={onChange} minDate={local(2024, 2, 10)} maxDate={local(2024, 2, 20)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(day('9 March 2024')).toBeDisabled();
    expect(day('10 March 2024')).toBeEnabled();
    expect(day('20 March 2024')).toBeEnabled();
    expect(day('21 March 2024')).toBeDisabled();
    await user.click(day('21 March 2024'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers years from 10 before to 14 after the current year', async () => {
    const user = setupUser();
    renderWithProviders(<Single />);
    await user.click(screen.getByRole('button', { name: 'Date' }));
    const years = Array.from(yearSelect().options).map((o) => Number(o.value));
    const current = new Date().getFullYear();
    expect(years[0]).toBe(current - 10);
    expect(years[years.length - 1]).toBe(current + 14);
    expect(years).toHaveLength(25);
  });
});

describe('<DateRangePicker/>', () => {
  it('ends the range at the end of the later day, picked in either order', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<Range onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Period' }));
    await user.click(day('20 March 2024'));
    expect(onChange).toHaveBeenLastCalledWith([local(2024, 2, 20), null]);
    await user.click(day('5 March 2024'));
    expect(onChange).toHaveBeenLastCalledWith([local(2024, 2, 5), local(2024, 2, 20, 23, 59, 59, 999)]);
  });

  it('starts the week on Sunday with 6 weeks shown', async () => {
    const user = setupUser();
    renderWithProviders(<Range />);
    await user.click(screen.getByRole('button', { name: 'Period' }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Su');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
  });

  it('offers years from 100 before to 100 after the current year', async () => {
    const user = setupUser();
    renderWithProviders(<Range />);
    await user.click(screen.getByRole('button', { name: 'Period' }));
    const years = Array.from(yearSelect().options).map((o) => Number(o.value));
    const current = new Date().getFullYear();
    expect(years[0]).toBe(current - 100);
    expect(years[years.length - 1]).toBe(current + 100);
  });
});

describe('opening the calendar', () => {
  // The calendar is hidden while its field is scrolled out of view (Mantine's hideDetached), and a hidden calendar
  // cannot take the focus: a keyboard user's Tab then went on through the dialog (e2e/keyboard-only.spec.ts).
  it.each([
    ['<DatePicker/>', 'Date', <Single key="single" />],
    ['<DateRangePicker/>', 'Period', <Range key="range" />],
  ])('%s brings its field into view as it opens by keyboard', async (_, label, picker) => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const user = setupUser();
      renderWithProviders(picker);
      const field = screen.getByRole('button', { name: label });
      await user.tab();
      expect(field).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(field);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("still calls the caller's own onOpen", async () => {
    const onOpen = vi.fn();
    const user = setupUser();
    renderWithProviders(
      <DatePicker label="Date" value={null} onChange={() => {}} popoverProps={{ onOpen }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
