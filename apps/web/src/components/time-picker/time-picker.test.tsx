import { screen, within } from '@testing-library/react';
import { Dialog } from '../dialog';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../test-utils';
import { TimePicker, type TimePickerProps } from './time-picker';
import type { TimePickerValue } from './time-picker-logic';

const NOW = new Date('2024-06-15T14:30:45Z');
const now = () => NOW;

function Harness({
  initial = null,
  onChange,
  ...props
}: Partial<TimePickerProps> & { initial?: TimePickerValue }) {
  const [value, setValue] = useState<TimePickerValue>(initial);
  return (
    <TimePicker
      label="Start time"
      now={now}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Start time' });
const hour = () => screen.getByRole('textbox', { name: 'Hour' });
const minute = () => screen.getByRole('textbox', { name: 'Minute' });
const period = () => screen.getByRole('textbox', { name: 'AM/PM' });
const ok = () => screen.getByRole('button', { name: 'Ok' });

async function openPicker() {
  const user = setupUser();
  await user.click(field());
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  return user;
}

function localAt(h: number, m: number) {
  const d = new Date(NOW);
  d.setHours(h, m, 0, 0);
  return d;
}

describe('<TimePicker/> field', () => {
  it('is a read-only text input showing hh:mm AM/PM', () => {
    renderWithProviders(<Harness initial={{ date: new Date(2024, 0, 1, 15, 5) }} />);
    expect(field()).toHaveAttribute('readonly');
    expect(field()).toHaveValue('03:05 PM');
  });

  it('adds the zone label when there is a zone', () => {
    renderWithProviders(
      <Harness initial={{ date: new Date('2024-06-15T13:30:00Z'), zone: 'America/Toronto' }} />,
    );
    expect(field()).toHaveValue('09:30 AM Toronto');
  });

  it('opens the modal on click, and from the keyboard', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(field());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    field().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not open when read-only or disabled', async () => {
    const user = setupUser();
    const { unmount } = renderWithProviders(<Harness readOnly />);
    await user.click(field());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness disabled />);
    await user.click(field());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('<TimePicker/> modal', () => {
  it('starts from the current value', async () => {
    renderWithProviders(<Harness initial={{ date: new Date(2024, 0, 1, 0, 7) }} />);
    await openPicker();
    expect(hour()).toHaveValue('12');
    expect(minute()).toHaveValue('07');
    expect(period()).toHaveValue('AM');
  });

  it('typing fills the segments, moving focus along, and Ok applies and closes', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = await openPicker();
    expect(hour()).toHaveFocus();
    await user.keyboard('03');
    expect(hour()).toHaveValue('03');
    expect(minute()).toHaveFocus();
    await user.keyboard('45');
    expect(period()).toHaveFocus();
    await user.keyboard('p');
    expect(period()).toHaveValue('PM');
    await user.click(ok());
    expect(onChange).toHaveBeenCalledWith({ date: localAt(15, 45) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('03:45 PM');
  });

  it('24-hour typing converts: 19 becomes 07 PM', async () => {
    renderWithProviders(<Harness />);
    const user = await openPicker();
    await user.keyboard('19');
    expect(hour()).toHaveValue('07');
    expect(period()).toHaveValue('PM');
    expect(minute()).toHaveFocus();
  });

  it('a first hour digit of 2 or more and a first minute digit of 6 or more move on at once', async () => {
    renderWithProviders(<Harness />);
    const user = await openPicker();
    await user.keyboard('4');
    expect(hour()).toHaveValue('04');
    expect(minute()).toHaveFocus();
    await user.keyboard('7');
    expect(minute()).toHaveValue('07');
    expect(period()).toHaveFocus();
    await user.keyboard('a');
    expect(period()).toHaveValue('AM');
  });

  it('Ok is disabled and Enter does nothing until hour, minute and AM/PM are all present', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = await openPicker();
    expect(ok()).toBeDisabled();
    await user.keyboard('1030');
    expect(ok()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('a');
    expect(ok()).toBeEnabled();
  });

  it('Enter confirms a complete time', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = await openPicker();
    await user.keyboard('1200a{Enter}');
    expect(onChange).toHaveBeenCalledWith({ date: localAt(0, 0) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('12 PM stays noon', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = await openPicker();
    await user.keyboard('1215p{Enter}');
    expect(onChange).toHaveBeenCalledWith({ date: localAt(12, 15) });
  });

  it('Cancel closes without applying', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} initial={{ date: localAt(9, 0) }} />);
    const user = await openPicker();
    await user.keyboard('1115p');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('09:00 AM');
    // Reopening starts again from the value, not from the abandoned draft.
    await user.click(field());
    expect(hour()).toHaveValue('09');
  });

  it('Clear removes value and zone and reports null', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Harness
        onChange={onChange}
        initial={{ date: new Date('2024-06-15T13:30:00Z'), zone: 'America/Toronto' }}
      />,
    );
    const user = await openPicker();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(field()).toHaveValue('');
    await user.click(field());
    expect(hour()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('');
  });
});

describe('<TimePicker/> keyboard', () => {
  it('Right/Left arrows move between hour, minute and AM/PM', async () => {
    renderWithProviders(<Harness />);
    const user = await openPicker();
    await user.keyboard('{ArrowRight}');
    expect(minute()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(period()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(period()).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(hour()).toHaveFocus();
  });

  it('Up/Down step the focused part with wrapping; AM/PM toggles', async () => {
    renderWithProviders(<Harness initial={{ date: localAt(0, 59) }} />);
    const user = await openPicker();
    expect(hour()).toHaveValue('12');
    await user.keyboard('{ArrowUp}');
    expect(hour()).toHaveValue('01');
    await user.keyboard('{ArrowDown}');
    expect(hour()).toHaveValue('12');
    await user.keyboard('{ArrowDown}');
    expect(hour()).toHaveValue('11');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(minute()).toHaveValue('00');
    await user.keyboard('{ArrowDown}');
    expect(minute()).toHaveValue('59');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(period()).toHaveValue('PM');
    await user.keyboard('{ArrowDown}');
    expect(period()).toHaveValue('AM');
  });

  it('Delete and Backspace clear the focused part only', async () => {
    renderWithProviders(<Harness initial={{ date: localAt(15, 20) }} />);
    const user = await openPicker();
    await user.keyboard('{Backspace}');
    expect(hour()).toHaveValue('');
    expect(minute()).toHaveValue('20');
    await user.keyboard('{ArrowRight}{ArrowRight}{Delete}');
    expect(period()).toHaveValue('');
    expect(ok()).toBeDisabled();
  });

  it('accepts digits only', async () => {
    renderWithProviders(<Harness />);
    const user = await openPicker();
    await user.keyboard('x-. ');
    expect(hour()).toHaveValue('');
    await user.keyboard('{ArrowRight}q');
    expect(minute()).toHaveValue('');
    await user.keyboard('{ArrowRight}7');
    expect(period()).toHaveValue('');
  });

  it('takes at most 8 typed digits per opening', async () => {
    renderWithProviders(<Harness />);
    const user = await openPicker();
    await user.keyboard('1111'); // 4 digits: 11:11, focus on AM/PM
    await user.click(hour());
    await user.keyboard('{Backspace}05{Backspace}30'); // 8 digits: 05:30
    expect(minute()).toHaveValue('30');
    await user.click(hour());
    await user.keyboard('{Backspace}7');
    expect(hour()).toHaveValue('');
    await user.keyboard('{ArrowUp}'); // the other keys still work
    expect(hour()).toHaveValue('01');
  });

  it('blocks paste and drop', async () => {
    renderWithProviders(<Harness />);
    const user = await openPicker();
    await user.paste('12');
    expect(hour()).toHaveValue('');
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    minute().dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
  });
});

describe('<TimePicker/> zone', () => {
  it('builds the time on today in the chosen zone', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = await openPicker();
    await user.keyboard('0930a');
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.click(screen.getByRole('option', { name: 'Toronto' }));
    await user.click(ok());
    expect(onChange).toHaveBeenCalledWith({
      date: new Date('2024-06-15T13:30:00.000Z'),
      zone: 'America/Toronto',
    });
    expect(field()).toHaveValue('09:30 AM Toronto');
  });

  it('lists the Canadian zones by their labels, with a blank entry first', async () => {
    renderWithProviders(<Harness />);
    const user = await openPicker();
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(28);
    expect(options[0]).toHaveTextContent('No time zone');
    expect(options[1]).toHaveTextContent('Atikokan');
    expect(options[20]).toHaveTextContent('St. Johns');
  });

  it('the blank entry resets the zone', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Harness
        onChange={onChange}
        initial={{ date: new Date('2024-06-15T13:30:00Z'), zone: 'America/Toronto' }}
      />,
    );
    const user = await openPicker();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Toronto');
    await user.click(zone);
    await user.click(screen.getByRole('option', { name: 'No time zone' }));
    await user.click(ok());
    // The segments showed 09:30 AM (Toronto); without a zone that is 09:30 local.
    expect(onChange).toHaveBeenCalledWith({ date: localAt(9, 30) });
  });

  it('the small clear control resets the zone', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Harness
        onChange={onChange}
        initial={{ date: new Date('2024-06-15T13:30:00Z'), zone: 'America/Toronto' }}
      />,
    );
    const user = await openPicker();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    // Mantine hides the mouse-only clear control from assistive tech; the blank entry is the keyboard path.
    await user.click(screen.getByLabelText('Clear time zone'));
    expect(zone).toHaveValue('');
    await user.click(ok());
    expect(onChange).toHaveBeenCalledWith({ date: localAt(9, 30) });
  });

  it('can be left out', async () => {
    renderWithProviders(<Harness withZone={false} />);
    await openPicker();
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
  });
});

describe('<TimePicker/> inside another dialog (issue 10 #3, #5)', () => {
  function InDialog({ onOuterClose }: { onOuterClose: () => void }) {
    return (
      <Dialog opened onClose={onOuterClose} title="Publish">
        <Harness />
      </Dialog>
    );
  }

  it('Escape closes only the picker, not the dialog around it', async () => {
    const onOuterClose = vi.fn();
    renderWithProviders(<InDialog onOuterClose={onOuterClose} />);
    const user = setupUser();
    await user.click(field());
    expect(screen.getByRole('dialog', { name: 'Select time' })).toBeInTheDocument();
    await user.click(hour());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Select time' })).not.toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Publish' })).toBeInTheDocument();
  });

  it('Escape on the Ok button closes only the picker too', async () => {
    const onOuterClose = vi.fn();
    renderWithProviders(<InDialog onOuterClose={onOuterClose} />);
    const user = setupUser();
    await user.click(field());
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Select time' })).not.toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('makes room for the open zone list below it, so Clear / Cancel / Ok stay uncovered', async () => {
    renderWithProviders(<Harness />);
    const user = setupUser();
    await user.click(field());
    expect(screen.queryByTestId('zone-list-space')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    expect(screen.getByTestId('zone-list-space')).toHaveStyle({ height: '220px' });
    // The space sits between the list's field and the buttons.
    const space = screen.getByTestId('zone-list-space');
    expect(space.compareDocumentPosition(screen.getByRole('button', { name: 'Ok' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
