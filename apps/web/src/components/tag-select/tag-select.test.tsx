import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../test-utils';
import { TagSelect } from './tag-select';

function Harness({
  initial = [],
  max,
  suggestions,
  onChange,
}: {
  initial?: string[];
  max?: number;
  suggestions?: string[];
  onChange?: (v: string[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TagSelect
      label="Tags"
      value={value}
      max={max}
      suggestions={suggestions}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Tags', { selector: 'input:not([type=hidden])' });
const pills = () =>
  Array.from(document.querySelectorAll('.mantine-TagsInput-pill')).map((pill) => pill.textContent);

describe('<TagSelect/>', () => {
  it('Enter adds the typed entry', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.type(input(), 'Powwow{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Powwow']);
    expect(pills()).toEqual(['Powwow']);
    expect(input()).toHaveValue('');
  });

  it('refuses a duplicate in another case', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={['Powwow']} onChange={onChange} />);
    await user.type(input(), 'POWWOW{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(pills()).toEqual(['Powwow']);
  });

  it('stops at the maximum', async () => {
    const user = setupUser();
    renderWithProviders(<Harness max={2} />);
    await user.type(input(), 'one{Enter}two{Enter}three{Enter}');
    expect(pills()).toEqual(['one', 'two']);
  });

  it('offers suggestions, without the ones already chosen in any case', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(
      <Harness initial={['news']} suggestions={['News', 'Jobs', 'Events']} onChange={onChange} />,
    );
    await user.click(input());
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Jobs', 'Events']);
    await user.click(screen.getByRole('option', { name: 'Jobs' }));
    expect(onChange).toHaveBeenLastCalledWith(['news', 'Jobs']);
  });

  it('comma-separated and pasted entries follow the same rules', async () => {
    const user = setupUser();
    renderWithProviders(<Harness initial={['a']} max={3} />);
    await user.click(input());
    await user.paste('A,b,B,c,d');
    expect(pills()).toEqual(['a', 'b', 'c']);
  });
});
