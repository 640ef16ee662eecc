import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { renderWithProviders, setupUser } from '../test-utils';
import { TimePicker } from './time-picker';
import type { TimePickerValue } from './time-picker-logic';

// Issue 22 #9: the spec's digit rules (000 §5), typed sequence by sequence through the keyboard as a person does,
// from an empty picker and over an existing value; then the same in French, on the 24-hour clock.

const NOW = new Date('2024-06-15T14:30:45Z');

function Harness({
  initial = null,
  onChange,
}: {
  initial?: TimePickerValue;
  onChange?: (v: TimePickerValue) => void;
}) {
  const [value, setValue] = useState<TimePickerValue>(initial);
  return (
    <TimePicker
      label="Start time"
      now={() => NOW}
      withZone={false}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Start time' });
const hour = () => screen.getByRole('textbox', { name: /^(Hour|Heure)$/ });
const minute = () => screen.getByRole('textbox', { name: 'Minute' });
const period = () => screen.getByRole('textbox', { name: 'AM/PM' });
const ok = () => screen.getByRole('button', { name: 'Ok' });
const at = (h: number, m: number) => new Date(2024, 5, 15, h, m);

async function typeInto(keys: string, initial: TimePickerValue = null) {
  const user = setupUser();
  renderWithProviders(<Harness initial={initial} />);
  await user.click(field());
  if (keys) await user.keyboard(keys);
  return user;
}

/** What the segments show, e.g. "10:00 PM" or "1:_ _". */
function shown() {
  const value = (el: HTMLElement) => (el as HTMLInputElement).value || '_';
  const periodBox = screen.queryByRole('textbox', { name: 'AM/PM' });
  return `${value(hour())}:${value(minute())}${periodBox ? ` ${value(periodBox)}` : ''}`;
}

describe('time picker digit rules, English (12-hour, as the spec says)', () => {
  it.each([
    // keys, segments shown, where focus is
    ['1', '1:_ _', 'hour'], // 0 or 1 waits for a second digit
    ['0', '0:_ _', 'hour'],
    ['11', '11:_ _', 'minute'],
    ['12', '12:_ _', 'minute'],
    ['2', '02:_ _', 'minute'], // 2 or more cannot start a 12-hour hour: moves on
    ['9', '09:_ _', 'minute'],
    ['15', '03:_ PM', 'minute'], // 13 to 23 converts to 12-hour form
    ['19', '07:_ PM', 'minute'],
    ['00', '12:_ AM', 'minute'], // 00 shows as 12
    ['17', '05:_ PM', 'minute'],
    ['13', '01:_ PM', 'minute'],
    ['95', '09:5 _', 'minute'], // a first minute digit under 6 waits
    ['96', '09:06 _', 'period'], // 6 or more moves to AM/PM
    ['930', '09:30 _', 'period'],
    ['959', '09:59 _', 'period'],
    ['1059', '10:59 _', 'period'],
    ['0101a', '01:01 AM', 'period'],
    ['0101p', '01:01 PM', 'period'],
    ['0101P', '01:01 PM', 'period'],
    ['0101x', '01:01 _', 'period'], // only A or P
    ['1x', '1:_ _', 'hour'], // letters are not digits
  ])('typing %s shows %s, focus on %s', async (keys, expected, focused) => {
    await typeInto(keys);
    expect(shown()).toBe(expected);
    expect({ hour: hour(), minute: minute(), period: period() }[focused]).toHaveFocus();
  });

  it('keeps Ok off until A or P is typed, and says what is missing in a sentence', async () => {
    const user = await typeInto('0930');
    expect(period()).toHaveValue('');
    expect(period()).toHaveAttribute('placeholder', 'AM/PM');
    expect(ok()).toBeDisabled();
    expect(screen.getByText('Still to enter: AM or PM (type A or P).')).toBeInTheDocument();
    expect(ok()).toHaveAccessibleDescription('Still to enter: AM or PM (type A or P).');
    await user.keyboard('p');
    expect(ok()).toBeEnabled();
    expect(screen.queryByText(/Still to enter/)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(field()).toHaveValue('09:30 PM');
  });

  it('names every part still missing on an empty picker', async () => {
    await typeInto('');
    expect(
      screen.getByText('Still to enter: the hour, the minutes, and AM or PM (type A or P).'),
    ).toBeInTheDocument();
  });

  it('1-0-0-0 typed over "12:09 PM" gives 10:00 PM (it gave 09:00 PM)', async () => {
    const user = await typeInto('1000', { date: at(12, 9) });
    expect(shown()).toBe('10:00 PM');
    await user.click(ok());
    expect(field()).toHaveValue('10:00 PM');
  });

  it.each([
    ['{ArrowRight}2', { date: at(3, 45) }, '03:2 AM'], // the minute typed over starts afresh (not 52)
    ['{ArrowRight}20', { date: at(3, 45) }, '03:20 AM'],
    ['{ArrowRight}{ArrowRight}a', { date: at(15, 45) }, '03:45 AM'],
    ['1{ArrowLeft}', { date: at(20, 15) }, '1:15 PM'], // the same hour, re-entered: still its digit
    ['1{ArrowRight}{ArrowLeft}2', { date: at(20, 15) }, '02:15 PM'], // back on the hour: a fresh start
    ['5', { date: at(11, 0) }, '05:00 AM'],
    ['15', { date: at(9, 30) }, '03:30 PM'],
  ])('typing %s over %o shows %s', async (keys, initial, expected) => {
    await typeInto(keys, initial);
    expect(shown()).toBe(expected);
  });

  it('takes at most 8 digits per opening', async () => {
    await typeInto('11111111' + '9');
    // 11 | 11 (hour then minute, 4 digits), then four more land on AM/PM, which takes none; the ninth is ignored.
    expect(shown()).toBe('11:11 _');
  });

  it.each([
    ['{ArrowUp}', { date: at(12, 0) }, '01:00 PM'], // hour 12 → 1
    ['{ArrowDown}', { date: at(13, 0) }, '12:00 PM'], // hour 1 → 12
    ['{ArrowRight}{ArrowUp}', { date: at(9, 59) }, '09:00 AM'], // minute 59 → 0
    ['{ArrowRight}{ArrowDown}', { date: at(9, 0) }, '09:59 AM'], // minute 0 → 59
    ['{ArrowRight}{ArrowRight}{ArrowUp}', { date: at(9, 0) }, '09:00 PM'], // AM/PM toggles
    ['{Backspace}', { date: at(9, 0) }, '_:00 AM'],
    ['{ArrowRight}{Delete}', { date: at(9, 0) }, '09:_ AM'],
  ])('%s on %o shows %s', async (keys, initial, expected) => {
    await typeInto(keys, initial);
    expect(shown()).toBe(expected);
  });
});

describe('time picker in French: the 24-hour clock of French Canada', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });
  const french = () => act(() => i18n.changeLanguage('fr'));

  it('shows its value and placeholder the French way, and has no AM/PM segment', async () => {
    await french();
    renderWithProviders(<Harness />);
    expect(field()).toHaveAttribute('placeholder', 'hh h mm');
    const user = setupUser();
    await user.click(field());
    expect(screen.queryByRole('textbox', { name: 'AM/PM' })).not.toBeInTheDocument();
    expect(screen.getByText("Il reste à saisir : l'heure et les minutes.")).toBeInTheDocument();
    await user.keyboard('1830');
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(field()).toHaveValue('18 h 30');
  });

  it.each([
    ['1', '1:_', 'hour'],
    ['2', '2:_', 'hour'], // 0, 1 and 2 wait: 20 to 23 are hours
    ['3', '03:_', 'minute'], // 3 or more cannot start an hour
    ['18', '18:_', 'minute'],
    ['23', '23:_', 'minute'],
    ['25', '05:_', 'minute'], // above 23: the second digit starts afresh
    ['00', '00:_', 'minute'],
    ['0930', '09:30', 'minute'],
    ['2359', '23:59', 'minute'],
    ['2007', '20:07', 'minute'],
    ['206', '20:06', 'minute'],
  ])('typing %s shows %s, focus on %s', async (keys, expected, focused) => {
    await french();
    await typeInto(keys);
    expect(shown()).toBe(expected);
    expect({ hour: hour(), minute: minute() }[focused]).toHaveFocus();
  });

  it.each([
    ['1000', { date: at(12, 9) }, '10:00'],
    ['{ArrowUp}', { date: at(23, 0) }, '00:00'],
    ['{ArrowDown}', { date: at(0, 0) }, '23:00'],
    ['{ArrowRight}{ArrowUp}', { date: at(9, 59) }, '09:00'],
    ['{ArrowRight}{ArrowRight}4', { date: at(9, 0) }, '09:4'], // no third segment: stays on the minute
  ])('typing %s over %o shows %s', async (keys, initial, expected) => {
    await french();
    await typeInto(keys, initial);
    expect(shown()).toBe(expected);
  });

  it('applies on Enter: 1-8-3-0 is 18:30 today', async () => {
    await french();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = setupUser();
    await user.click(field());
    await user.keyboard('1830{Enter}');
    expect(onChange).toHaveBeenCalledWith({ date: at(18, 30) });
  });
});
