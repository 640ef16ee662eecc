import { Button, Select } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from '../date-picker';
import { renderWithProviders, setupUser } from '../test-utils';
import { Dialog } from './dialog';
import { openEscapeLayers } from './escape-layers';

/** A dialog with a second one inside it, as the Publish dialog holds the time picker (issue 40 #5). */
function Nested({ outerEscape = true }: { outerEscape?: boolean }) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <p>{outer ? 'outer open' : 'outer closed'}</p>
      <Dialog opened={outer} onClose={() => setOuter(false)} title="Publish" closeOnEscape={outerEscape}>
        <Select label="Audience" data={['Members', 'Guests']} />
        <DatePicker label="Day" value={null} onChange={() => undefined} />
        <Button onClick={() => setInner(true)}>Pick a time</Button>
        <Dialog opened={inner} onClose={() => setInner(false)} title="Select time">
          <Button>Ok</Button>
        </Dialog>
      </Dialog>
    </>
  );
}

describe('<Dialog/>: Escape closes the innermost layer only', () => {
  it('closes the inner dialog and keeps the outer one, then the outer one on a second Escape', async () => {
    renderWithProviders(<Nested />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Pick a time' }));
    screen.getByRole('button', { name: 'Ok' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Select time' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Publish' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByText('outer closed')).toBeInTheDocument();
    expect(openEscapeLayers()).toBe(0);
  });

  it('leaves an open list to close itself: the dialog stays', async () => {
    renderWithProviders(<Nested />);
    const user = setupUser();
    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    expect(screen.getByRole('option', { name: 'Guests' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: 'Guests' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Publish' })).toBeInTheDocument();
  });

  it('closes an open calendar first, even when the Escape comes before the focus reached it: the dialog stays', async () => {
    renderWithProviders(<Nested />);
    const user = setupUser();
    const day = screen.getByRole('button', { name: 'Day' });
    await user.click(day);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    // The key comes while the focus is still on the field, inside the dialog (the calendar still opening).
    day.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByText('outer open')).toBeInTheDocument();
  });

  it('keeps a dialog that asks not to close on Escape, and closes nothing under it', async () => {
    renderWithProviders(<Nested outerEscape={false} />);
    const user = setupUser();
    screen.getByRole('button', { name: 'Pick a time' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Publish' })).toBeInTheDocument();
  });

  it('names its close button', () => {
    renderWithProviders(<Nested />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
