import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine, setupUser } from '../../../components/test-utils';
import { RichTextEditor } from './rich-text-editor';

describe('RichTextEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the value and reports typed HTML', () => {
    const onChange = vi.fn();
    renderWithMantine(<RichTextEditor label="Body" value="<p>Hello</p>" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    expect(box.innerHTML).toBe('<p>Hello</p>');
    box.innerHTML = '<p>Hello <b>there</b></p>';
    fireEvent.input(box);
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello <b>there</b></p>');
  });

  it('runs the formatting commands of its toolbar', async () => {
    const exec = vi.fn(() => true);
    // jsdom has no editing commands.
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const user = setupUser();
    renderWithMantine(<RichTextEditor label="Body" value="" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(exec).toHaveBeenCalledWith('bold', false, undefined);
    expect(exec).toHaveBeenCalledWith('insertOrderedList', false, undefined);
  });

  it('asks for a web address and refuses a script link', async () => {
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const user = setupUser();
    renderWithMantine(<RichTextEditor label="Body" value="" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Web address' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Insert link' }));
    expect(screen.getByText(/Enter a web address/)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Web address' }));
    await user.type(screen.getByRole('textbox', { name: 'Web address' }), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Insert link' }));
    expect(exec).toHaveBeenCalledWith(
      'insertHTML',
      false,
      '<a href="https://example.org">https://example.org</a>',
    );
  });
});
