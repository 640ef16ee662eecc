import { RICH_TEXT_TAGS } from '@gathering/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AttachmentRecord } from '@gathering/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { RichTextEditor, withoutForeignImages } from './rich-text-editor';

const SRC =
  'http://gathering.test/files/communities/0b5c7f9e-7c39-4c55-9d38-3c4bb1a4b1e2/feed/image-0123456789abcdef.png';

/** Every tag name in an HTML string. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]);
const lastHtml = (fn: ReturnType<typeof vi.fn>) => String(fn.mock.calls.at(-1)?.[0] ?? '');

describe('RichTextEditor (Tiptap)', () => {
  beforeAll(() => {
    // jsdom has no layout; ProseMirror asks for it when it scrolls the selection into view.
    document.elementFromPoint ??= () => null;
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });

  it('writes only the agreed set: <b>, <i> and <div> come out as <strong>, <em> and paragraphs', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(
      <RichTextEditor
        label="Body"
        value={
          '<div>Water <b>plant</b></div><div><i>Second</i> paragraph</div><h1>Big</h1><blockquote>q</blockquote>'
        }
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Underline' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = lastHtml(onChange);
    for (const tag of tagsOf(html)) expect(RICH_TEXT_TAGS).toContain(tag);
    // Paragraphs stay paragraphs ("Water plant.Second paragraph" ran together before), marks stay marks.
    expect(html.replace(/<\/?u>/g, '')).toBe(
      '<p>Water <strong>plant</strong></p><p><em>Second</em> paragraph</p><p>Big</p><p>q</p>',
    );
  });

  it('makes the selection bold, italic and underlined from its toolbar', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(<RichTextEditor label="Body" value="<p>Council</p>" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.click(screen.getByRole('button', { name: 'Underline' }));
    expect(lastHtml(onChange)).toBe('<p><strong><em><u>Council</u></em></strong></p>');
  });

  it('inserts a link inside a form without submitting the form (issue 10, item 1)', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const user = setupUser();
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <RichTextEditor label="Body" value="<p>Council</p>" onChange={onChange} />
      </form>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Web address' }), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Insert link' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(lastHtml(onChange)).toBe(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.org">Council</a></p>',
    );
    // Enter in the address field inserts too, and submits nothing either.
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const field = screen.getByRole('textbox', { name: 'Web address' });
    await user.clear(field);
    await user.type(field, 'https://gathering.example/news{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(lastHtml(onChange)).toContain('href="https://gathering.example/news"');
  });

  it('drops a javascript: link and reports an emptied editor as no body', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(
      <RichTextEditor
        label="Body"
        value={'<p><a href="javascript:alert(1)">x</a></p>'}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Body' });
    expect(box.innerHTML).not.toContain('javascript');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(lastHtml(onChange)).toBe('');
  });

  it('inserts an uploaded image with its description from a labelled toolbar control, by keyboard (issue 22, item 10)', async () => {
    const onChange = vi.fn();
    const upload = vi.fn().mockResolvedValue({ id: 'a1', fileUrl: SRC } as AttachmentRecord);
    const user = setupUser();
    renderWithProviders(
      <RichTextEditor label="Body" value="<p>Council</p>" onChange={onChange} uploadImage={upload} />,
    );
    const control = screen.getByRole('button', { name: 'Insert image' });
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toContainElement(control);
    control.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Insert image' })).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]')!;
    const file = new File([new Uint8Array(64)], 'dance.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.drop(input.parentElement!, {
        dataTransfer: {
          files: [file],
          items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
          types: ['Files'],
        },
      });
    });
    await screen.findByTestId('body-image-preview');
    await user.type(screen.getByRole('textbox', { name: /Description \(alt text\)/ }), 'Dancers{Enter}');
    await waitFor(() => expect(lastHtml(onChange)).toContain(`<img src="${SRC}" alt="Dancers">`));
    for (const tag of tagsOf(lastHtml(onChange))) expect(RICH_TEXT_TAGS).toContain(tag);
    expect(screen.getByRole('textbox', { name: 'Body' }).querySelector('img')).toHaveAttribute(
      'alt',
      'Dancers',
    );
  });

  it('keeps our uploaded images and never takes in a remote one, nor one without a description', () => {
    renderWithProviders(
      <RichTextEditor
        label="Body"
        value={`<p>Text</p><img src="${SRC}" alt="Ours"><img src="https://tracker.example/p.gif" alt="Pixel"><img src="${SRC}">`}
        onChange={() => {}}
      />,
    );
    const images = screen.getByRole('textbox', { name: 'Body' }).querySelectorAll('img');
    expect([...images].map((i) => i.getAttribute('alt'))).toEqual(['Ours']);
    expect(
      withoutForeignImages(
        `<p>a</p><img src="https://x.example/a.png" alt="x"><img src="${SRC}" alt="Ours">`,
      ),
    ).toEqual({ html: `<p>a</p><img src="${SRC}" alt="Ours">`, leftOut: 1 });
  });
});
