import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { renderWithProviders } from '../test-utils';
import { FileUploader } from './file-uploader';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

/** Drops files the way a browser does, through dataTransfer, on the drop area. */
async function drop(files: File[]) {
  const input = document.querySelector('input[type="file"]')!;
  const zone = input.parentElement!;
  await act(async () => {
    fireEvent.drop(zone, {
      dataTransfer: {
        files,
        items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
        types: ['Files'],
      },
    });
  });
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('<FileUploader/>', () => {
  it('uploads a single accepted file and shows its name and size', async () => {
    const onUpload = vi.fn().mockResolvedValue({ id: 1 });
    renderWithProviders(<FileUploader kind="image" onUpload={onUpload} />);
    const logo = file('logo.png', 'image/png', 1536);
    await drop([logo]);
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(onUpload.mock.calls[0][0]).toBe(logo);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('logo.png (1.5 KB)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks French: the drop area and a refused type', async () => {
    await i18n.changeLanguage('fr');
    try {
      const onUpload = vi.fn();
      renderWithProviders(<FileUploader kind="image" onUpload={onUpload} />);
      expect(screen.getByText('Déposez une image ici ou cliquez pour en choisir une')).toBeInTheDocument();
      await drop([file('notes.exe', 'application/x-msdownload')]);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Le type de fichier n'est pas valide. Veuillez essayer un autre fichier.",
      );
      expect(onUpload).not.toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses several files with the spec text and uploads nothing', async () => {
    const onUpload = vi.fn();
    renderWithProviders(<FileUploader kind="image" onUpload={onUpload} />);
    await drop([file('a.png', 'image/png'), file('b.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Input does not support multiple filer. Drop a single file!',
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a wrong type with the spec text', async () => {
    const onUpload = vi.fn();
    renderWithProviders(<FileUploader kind="image" onUpload={onUpload} />);
    await drop([file('doc.pdf', 'application/pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File type was invalid. Please try a different file.',
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('kind "file" takes a pdf but not an icon', async () => {
    const onUpload = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<FileUploader kind="file" onUpload={onUpload} />);
    await drop([file('favicon.ico', 'image/x-icon')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File type was invalid. Please try a different file.',
    );
    await drop([file('report.pdf', 'application/pdf', 2 * 1024 * 1024)]);
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('report.pdf (2 MB)');
  });

  it('shows progress while uploading and resets it when done', async () => {
    const upload = deferred();
    let report: (percent: number) => void = () => {};
    const onUpload = vi.fn((_file: File, onProgress: (p: number) => void) => {
      report = onProgress;
      return upload.promise;
    });
    renderWithProviders(<FileUploader kind="image" onUpload={onUpload} />);
    await drop([file('logo.png', 'image/png')]);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => report(42));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    await act(async () => upload.resolve());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the upload's error message", async () => {
    const onUpload = vi.fn().mockRejectedValue(new Error('Error trying to upload cover image'));
    renderWithProviders(<FileUploader kind="image" onUpload={onUpload} />);
    await drop([file('logo.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error trying to upload cover image');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('falls back to "Connection failed" for a rejection without a message', async () => {
    const onUpload = vi.fn().mockRejectedValue('boom');
    renderWithProviders(<FileUploader kind="image" onUpload={onUpload} />);
    await drop([file('logo.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection failed');
  });
});
