import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { FormBuilder } from './form-builder';
import type { SectionDraft } from './form-builder-model';

function Harness({ initial }: { initial: SectionDraft[] }) {
  const [value, setValue] = useState(initial);
  return <FormBuilder value={value} onChange={setValue} />;
}

const labels = () =>
  screen.getAllByRole('textbox', { name: /Question label/ }).map((i) => (i as HTMLInputElement).value);

describe('FormBuilder', () => {
  // Mantine's autosize textarea listens for font loading, which jsdom does not have.
  beforeAll(() => {
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: () => {}, removeEventListener: () => {} },
        configurable: true,
      });
  });

  it('adds sections and questions, reorders them with the buttons and removes them', async () => {
    const user = setupUser();
    renderWithProviders(<Harness initial={[]} />);
    expect(screen.getByText(/no sections yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(screen.getByRole('textbox', { name: /Question label/ }), 'Name');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(screen.getAllByRole('textbox', { name: /Question label/ })[1], 'Phone');
    expect(labels()).toEqual(['Name', 'Phone']);

    await user.click(screen.getByRole('button', { name: 'Move question 2 (Phone) up' }));
    expect(labels()).toEqual(['Phone', 'Name']);
    expect(screen.getByRole('button', { name: 'Move question 1 (Phone) up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove question 2 (Name)' }));
    expect(labels()).toEqual(['Phone']);
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(screen.queryAllByTestId('form-section')).toHaveLength(0);
  });

  it('shows the choices field only for choice types', async () => {
    const user = setupUser();
    renderWithProviders(<Harness initial={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.queryByText('Choices')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Answer type' }));
    await user.click(screen.getByRole('option', { name: 'Single choice' }));
    expect(screen.getByText('Choices')).toBeInTheDocument();
  });

  it('moves sections with the buttons', async () => {
    const user = setupUser();
    renderWithProviders(<Harness initial={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const headers = () => screen.getAllByRole('textbox', { name: 'Section header' }) as HTMLInputElement[];
    await user.type(headers()[0], 'First');
    await user.click(screen.getByRole('button', { name: 'Move section 1 down' }));
    expect(headers().map((h) => h.value)).toEqual(['', 'First']);
  });
});
