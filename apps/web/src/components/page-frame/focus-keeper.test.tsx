import { Button } from '@mantine/core';
import { Dialog } from '../dialog';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupUser } from '../test-utils';
import { FocusKeeper } from './focus-keeper';

/** A list whose rows delete themselves, and a dialog that creates a row and closes. */
function Screen() {
  const [rows, setRows] = useState(['Elders', 'Youth']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <FocusKeeper main="content" />
      <main id="content">
        <h1>Groups</h1>
        <Button onClick={() => setOpen(true)}>New group</Button>
        <ul>
          {rows.map((row) => (
            <li key={row}>
              {row}
              <Button onClick={() => setRows((all) => all.filter((r) => r !== row))}>Delete {row}</Button>
            </li>
          ))}
        </ul>
        <Button>Elsewhere</Button>
      </main>
      <Dialog opened={open} onClose={() => setOpen(false)} title="New group">
        <Button
          onClick={() => {
            setRows((all) => [...all, 'Hunters']);
            setOpen(false);
          }}
        >
          Create
        </Button>
      </Dialog>
    </>
  );
}

describe('<FocusKeeper/>', () => {
  it('puts the focus on the heading when the focused button is deleted with its row', async () => {
    const user = setupUser();
    renderWithProviders(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Delete Youth' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Groups' })).toHaveFocus());
    // Made focusable for this, without becoming a Tab stop.
    expect(screen.getByRole('heading', { name: 'Groups' })).toHaveAttribute('tabindex', '-1');
  });

  it('after a dialog closes, the focus is on its opener or the heading, never on the body', async () => {
    const user = setupUser();
    renderWithProviders(<Screen />);
    await user.click(screen.getByRole('button', { name: 'New group' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(screen.getByText('Hunters')).toBeInTheDocument();
  });

  it('leaves the focus alone while what has it is still there', async () => {
    const user = setupUser();
    renderWithProviders(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Delete Elders' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Groups' })).toHaveFocus());
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
