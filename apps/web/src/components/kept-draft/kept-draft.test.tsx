import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { readKeptDraft, useKeptDraft } from '../../lib/kept-drafts';
import { renderWithProviders, setupUser } from '../test-utils';
import { KeptDraftBanner } from './kept-draft-banner';

/** A form as the editor and the composer use it, saving through `onSave`. */
function Editor({ start = '', onSave = async () => {} }: { start?: string; onSave?: () => Promise<void> }) {
  const form = useForm({ initialValues: { headline: start } });
  const kept = useKeptDraft(form, 'content:news:new');
  return (
    <form
      onSubmit={form.onSubmit(async () => {
        try {
          await onSave();
          await kept.saved();
        } catch {
          // The page says the save failed; the draft stays kept.
        }
      })}
    >
      {kept.offered && (
        <KeptDraftBanner keptAt={kept.offered.keptAt} onRestore={kept.restore} onDiscard={kept.discard} />
      )}
      <TextInput label="Headline" {...form.getInputProps('headline')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const kept = () => waitFor(async () => expect(await readKeptDraft('content:news:new')).toBeDefined());

describe('kept drafts', () => {
  it('keeps what was typed and offers it back on the next visit; Restore puts it back', async () => {
    const user = setupUser();
    const first = renderWithProviders(<Editor />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Boil-water advisory lifted');
    await kept();
    // The link drops, the tab closes: nothing was saved.
    first.unmount();
    renderWithProviders(<Editor />);
    const banner = await screen.findByRole('region', { name: 'Unsaved changes were kept' });
    expect(banner).toHaveTextContent('was not saved. It was kept in this browser.');
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('Boil-water advisory lifted');
    expect(screen.queryByRole('region', { name: 'Unsaved changes were kept' })).not.toBeInTheDocument();
  });

  it('keeps the last keystrokes when the form goes away at once', async () => {
    const first = renderWithProviders(<Editor />);
    // Give the earlier visit's read its turn, then change and leave before the keeping pause has passed.
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.change(screen.getByRole('textbox', { name: 'Headline' }), { target: { value: 'Quick note' } });
    first.unmount();
    await kept();
    expect((await readKeptDraft<{ headline: string }>('content:news:new'))?.values).toEqual({
      headline: 'Quick note',
    });
  });

  it('gives a date back as a date', async () => {
    const day = new Date(2026, 11, 24);
    function Dated() {
      const form = useForm<{ closing: Date | null }>({ initialValues: { closing: null } });
      const draft = useKeptDraft(form, 'content:jobs:new');
      return (
        <>
          {draft.offered && <Button onClick={draft.restore}>Restore</Button>}
          <Button onClick={() => form.setFieldValue('closing', day)}>Pick</Button>
          <output>{form.values.closing instanceof Date ? form.values.closing.toDateString() : 'none'}</output>
        </>
      );
    }
    const user = setupUser();
    const first = renderWithProviders(<Dated />);
    await new Promise((r) => setTimeout(r, 50));
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    first.unmount();
    renderWithProviders(<Dated />);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('status')).toHaveTextContent(day.toDateString());
  });

  it('forgets it on Discard, and once the server has it', async () => {
    const user = setupUser();
    const first = renderWithProviders(<Editor />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Road closed');
    await kept();
    first.unmount();
    const second = renderWithProviders(<Editor />);
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    await waitFor(async () => expect(await readKeptDraft('content:news:new')).toBeUndefined());
    second.unmount();

    renderWithProviders(<Editor />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Feast on Friday');
    await kept();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await readKeptDraft('content:news:new')).toBeUndefined());
  });

  it('keeps a draft when the save fails, and says so in French too', async () => {
    const user = setupUser();
    const failing = async () => {
      throw new Error('network');
    };
    const first = renderWithProviders(<Editor onSave={failing} />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Gathering moved');
    await kept();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    first.unmount();
    await i18n.changeLanguage('fr');
    renderWithProviders(<Editor />);
    expect(
      await screen.findByRole('region', { name: 'Des modifications non enregistrées ont été gardées' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Les rétablir' })).toBeInTheDocument();
  });
});
