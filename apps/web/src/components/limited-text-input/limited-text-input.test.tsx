import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../test-utils';
import { LimitedTextarea, LimitedTextInput } from './limited-text-input';

function Controlled(props: {
  max: number;
  min?: number;
  validate?: (v: string) => boolean;
  initial?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return <LimitedTextInput label="Headline" {...props} value={value} onChange={setValue} />;
}

const counter = () => screen.getByTestId('char-counter');

describe('<LimitedTextInput/>', () => {
  it('shows length/max and updates it while typing', async () => {
    const user = setupUser();
    renderWithProviders(<Controlled max={10} />);
    expect(counter()).toHaveTextContent('0/10');
    await user.type(screen.getByLabelText('Headline'), 'Hello');
    expect(counter()).toHaveTextContent('5/10');
  });

  it('ignores typing beyond the maximum', async () => {
    const user = setupUser();
    renderWithProviders(<Controlled max={5} />);
    const input = screen.getByLabelText('Headline');
    await user.type(input, 'Hello world');
    expect(input).toHaveValue('Hello');
    expect(counter()).toHaveTextContent('5/5');
  });

  it('keeps the start of a paste that would go beyond the maximum and says it was cut', async () => {
    const user = setupUser();
    renderWithProviders(<Controlled max={8} initial="abc" />);
    const input = screen.getByLabelText('Headline');
    await user.click(input);
    await user.paste('defghijk');
    expect(input).toHaveValue('abcdefgh');
    expect(counter()).toHaveTextContent('8/8');
    expect(screen.getByRole('status')).toHaveTextContent('The pasted text was cut to 8 characters.');
    // The next edit that loses nothing clears the notice.
    await user.type(input, '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('never leaves a field empty after a paste of 301 characters into 300 (issue 22 #3)', async () => {
    const user = setupUser();
    renderWithProviders(<Controlled max={300} />);
    const input = screen.getByLabelText('Headline');
    await user.click(input);
    await user.paste('a'.repeat(301));
    expect(input).toHaveValue('a'.repeat(300));
    expect(counter()).toHaveTextContent('300/300');
    expect(screen.getByRole('status')).toHaveTextContent('The pasted text was cut to 300 characters.');
  });

  it('says nothing when typing at the maximum is ignored', async () => {
    const user = setupUser();
    renderWithProviders(<Controlled max={3} initial="abc" />);
    await user.type(screen.getByLabelText('Headline'), 'd');
    expect(screen.getByLabelText('Headline')).toHaveValue('abc');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('marks the input below the minimum (red focus ring) and clears the mark once reached', async () => {
    const user = setupUser();
    renderWithProviders(<Controlled max={10} min={3} />);
    const input = screen.getByLabelText('Headline');
    expect(input).toHaveAttribute('data-invalid', 'true');
    expect(input.closest('.mantine-Input-wrapper')?.getAttribute('style')).toContain(
      '--input-bd-focus: var(--mantine-color-error)',
    );
    await user.type(input, 'abc');
    expect(input).not.toHaveAttribute('data-invalid');
    expect(input.closest('.mantine-Input-wrapper')?.getAttribute('style') ?? '').not.toContain(
      '--input-bd-focus',
    );
  });

  it('has no mark without a minimum', () => {
    renderWithProviders(<Controlled max={10} />);
    expect(screen.getByLabelText('Headline')).not.toHaveAttribute('data-invalid');
  });

  it('lets validate reject typed characters', async () => {
    const user = setupUser();
    renderWithProviders(<Controlled max={10} validate={(v) => /^\d*$/.test(v)} />);
    const input = screen.getByLabelText('Headline');
    await user.type(input, '1a2b3');
    expect(input).toHaveValue('123');
  });

  it('works uncontrolled and reports changes', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<LimitedTextInput label="Name" max={3} defaultValue="a" onChange={onChange} />);
    await user.type(screen.getByLabelText('Name'), 'bcd');
    expect(screen.getByLabelText('Name')).toHaveValue('abc');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['ab', 'abc']);
  });
});

describe('<LimitedTextarea/>', () => {
  it('applies the same limit, counter and minimum to multi-line text', async () => {
    const user = setupUser();
    renderWithProviders(<LimitedTextarea label="Body" max={6} min={2} />);
    const area = screen.getByLabelText('Body');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('data-invalid', 'true');
    await user.type(area, 'ab{Enter}cdefg');
    expect(area).toHaveValue('ab\ncde');
    expect(counter()).toHaveTextContent('6/6');
    expect(area).not.toHaveAttribute('data-invalid');
    await user.clear(area);
    await user.paste('a pasted message');
    expect(area).toHaveValue('a past');
    expect(screen.getByRole('status')).toHaveTextContent('The pasted text was cut to 6 characters.');
  });
});
