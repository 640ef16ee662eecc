import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore, entries, set } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityAdmin, platformAdmin, server } from '../../../test/render-app';
import { i18n } from '../../i18n';
import {
  forgetKeptDrafts,
  keepDraft,
  readKeptDraft,
  sweepKeptDrafts,
  useKeptDraft,
} from '../../lib/kept-drafts';
import { sessionStore } from '../../lib/session';
import { EXP_KEY, TOKEN_KEY } from '../../core/session-token';
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

// Each person's key, as the server derives it: the same at every sign-in, another for someone else.
const keys: Record<string, string> = {
  [communityAdmin.id]: 'A'.repeat(43),
  [platformAdmin.id]: 'B'.repeat(43),
};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers(
    http.get('*/v1/users/me/draft-key', () =>
      HttpResponse.json({ key: keys[sessionStore.getSnapshot().user!.id] }),
    ),
  );
  signInAs(communityAdmin);
});

function signInAs(person: typeof communityAdmin) {
  localStorage.setItem(TOKEN_KEY, `token-of-${person.username}`);
  localStorage.setItem(EXP_KEY, String(Math.floor(Date.now() / 1000) + 3600));
  sessionStore.setUser(person);
}

/** Everything the browser's IndexedDB holds for the drafts, as someone with the browser's devtools would read it. */
const rawDrafts = () => entries(createStore('gathering-drafts', 'drafts'));

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

  it('keeps only ciphertext: the words are nowhere in the browser in clear', async () => {
    const user = setupUser();
    renderWithProviders(<Editor />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Boil water advisory');
    await kept();
    const raw = JSON.stringify(await rawDrafts());
    expect(raw).not.toContain('Boil');
    expect(raw).not.toContain('headline');
  });

  it('after the session ended, the next person at the computer is offered nothing; its owner gets it back', async () => {
    const user = setupUser();
    const first = renderWithProviders(<Editor />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Band office closed Monday');
    await kept();
    first.unmount();
    // The session ends (it expired, or another tab signed out): the key goes with it.
    sessionStore.clear();
    expect(await readKeptDraft('content:news:new')).toBeUndefined();

    signInAs(platformAdmin);
    const second = renderWithProviders(<Editor />);
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'x');
    await kept();
    expect(screen.queryByRole('region', { name: 'Unsaved changes were kept' })).not.toBeInTheDocument();
    second.unmount();

    signInAs(communityAdmin);
    renderWithProviders(<Editor />);
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('Band office closed Monday');
  });

  it("signing out removes that person's drafts, and a form still open keeps nothing afterwards", async () => {
    await keepDraft('notification:new', { title: 'Boil water advisory' });
    signInAs(platformAdmin);
    await keepDraft('content:news:new', { headline: 'Not theirs to lose' });
    signInAs(communityAdmin);
    const form = renderWithProviders(<Editor />);
    await new Promise((r) => setTimeout(r, 50));
    fireEvent.change(screen.getByRole('textbox', { name: 'Headline' }), { target: { value: 'Last words' } });
    sessionStore.clear();
    await forgetKeptDrafts(communityAdmin.id);
    // The page leaves after the sign-out: its last keystrokes are not kept for anyone.
    form.unmount();
    await new Promise((r) => setTimeout(r, 50));
    expect((await rawDrafts()).map(([name]) => name)).toEqual([`${platformAdmin.id}:content:news:new`]);
  });

  it('removes what an earlier version kept in clear, and what is a month old', async () => {
    const drafts = createStore('gathering-drafts', 'drafts');
    await set(
      `${communityAdmin.id}:notification:new`,
      { values: { title: 'In clear' }, keptAt: Date.now() },
      drafts,
    );
    await keepDraft('content:news:new', { headline: 'Long forgotten' }, Date.now() - 31 * 86_400_000);
    await keepDraft('content:jobs:new', { headline: 'Yesterday' }, Date.now() - 86_400_000);
    await sweepKeptDrafts();
    expect((await rawDrafts()).map(([name]) => name)).toEqual([`${communityAdmin.id}:content:jobs:new`]);
  });
});
