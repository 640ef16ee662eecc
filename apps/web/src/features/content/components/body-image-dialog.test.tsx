import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AttachmentRecord } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { BodyImageDialog } from './body-image-dialog';

const SRC =
  'http://gathering.test/files/communities/0b5c7f9e-7c39-4c55-9d38-3c4bb1a4b1e2/feed/image-0123456789abcdef.png';
const record = (fileUrl = SRC) => ({ id: 'a1', fileUrl }) as AttachmentRecord;

/** Drops a file on the dialog's drop area, the way a browser does. */
async function drop(file: File) {
  const input = document.querySelector('input[type="file"]')!;
  await act(async () => {
    fireEvent.drop(input.parentElement!, {
      dataTransfer: {
        files: [file],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        types: ['Files'],
      },
    });
  });
}
const png = () => new File([new Uint8Array(64)], 'dance.png', { type: 'image/png' });

describe('<BodyImageDialog/> (issue 22, item 10)', () => {
  it('inserts nothing without a description, says why, then inserts the uploaded image with it', async () => {
    const onInsert = vi.fn();
    const upload = vi.fn().mockResolvedValue(record());
    const user = setupUser();
    renderWithProviders(<BodyImageDialog opened onClose={() => {}} onInsert={onInsert} upload={upload} />);
    await drop(png());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId('body-image-preview')).toHaveAttribute('src', SRC);

    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).not.toHaveBeenCalled();
    const alt = screen.getByRole('textbox', { name: /Description \(alt text\)/ });
    expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('Every image in the text needs a description for people who cannot see it.'),
    );
    // Spaces alone are no description either.
    await user.type(alt, '   {Enter}');
    expect(onInsert).not.toHaveBeenCalled();

    await user.clear(alt);
    await user.type(alt, '  Dancers at the grand entry ');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).toHaveBeenCalledExactlyOnceWith({ src: SRC, alt: 'Dancers at the grand entry' });
  });

  it('inserts nothing before an image is uploaded, and says so in French', async () => {
    await i18n.changeLanguage('fr');
    const onInsert = vi.fn();
    const user = setupUser();
    renderWithProviders(<BodyImageDialog opened onClose={() => {}} onInsert={onInsert} upload={vi.fn()} />);
    expect(screen.getByText('Insérer une image')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Description \(texte de remplacement\)/ }), 'Le lac');
    await user.click(screen.getByRole('button', { name: 'Insérer' }));
    expect(onInsert).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent("Choisissez l'image à insérer.");
    await user.clear(screen.getByRole('textbox', { name: /Description/ }));
    await user.click(screen.getByRole('button', { name: 'Insérer' }));
    expect(
      screen.getByText(
        'Chaque image du texte doit avoir une description pour les personnes qui ne peuvent pas la voir.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of the file and inserts nothing", async () => {
    const onInsert = vi.fn();
    const upload = vi.fn().mockRejectedValue(new Error('boom'));
    const user = setupUser();
    renderWithProviders(<BodyImageDialog opened onClose={() => {}} onInsert={onInsert} upload={upload} />);
    await drop(png());
    expect(await screen.findByText('Error trying to upload image')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Lake');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('never submits the form it opens from, by button or by Enter', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const onInsert = vi.fn();
    const user = setupUser();
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <BodyImageDialog
          opened
          onClose={() => {}}
          onInsert={onInsert}
          upload={vi.fn().mockResolvedValue(record())}
        />
      </form>,
    );
    await drop(png());
    await screen.findByTestId('body-image-preview');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Lake{Enter}');
    expect(onInsert).toHaveBeenCalledExactlyOnceWith({ src: SRC, alt: 'Lake' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
