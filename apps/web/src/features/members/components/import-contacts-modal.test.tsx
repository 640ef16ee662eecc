import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactImportJob, ContactImportPreview } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { api } from '../../../lib/api-client';
import { ImportContactsFlow } from './import-contacts-modal';

// The CSV goes through lib/api-transfer's multipart upload; the test stands in for it.
const postCsv = vi.fn();
vi.mock('../../../lib/api-transfer', () => ({ upload: (...args: unknown[]) => postCsv(...args) }));

const ID = '00000000-0000-4000-8000-0000000000c1';
const preview: ContactImportPreview = {
  summary: { total: 2, valid: 1, invalid: 1 },
  rows: [
    {
      line: 2,
      member: 'a@example.org',
      name: 'Aiyana Bear',
      mobile: '+12049470123',
      landline: null,
      email: null,
      status: 'valid',
      reason: null,
    },
    {
      line: 3,
      member: 'b@example.org',
      name: 'Koda Bear',
      mobile: '12345',
      landline: null,
      email: null,
      status: 'invalid',
      reason: 'The mobile number is not valid.',
    },
  ],
};
const job = (over: Partial<ContactImportJob>): ContactImportJob => ({
  id: ID,
  status: 'RUNNING',
  fileName: 'contacts.csv',
  total: 2,
  processed: 0,
  updated: 0,
  unchanged: 0,
  invalid: 0,
  added: 0,
  changed: 0,
  removed: 0,
  error: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  finishedOn: null,
  ...over,
});

/** The API's reads: the latest import, then the polls of one. */
function serve(latest: ContactImportJob | null, polls: ContactImportJob[]) {
  const queue = [...polls];
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/members/contacts/import/latest') return { import: latest } as never;
    return (queue.length > 1 ? queue.shift() : queue[0]) as never;
  });
}

describe('ImportContactsFlow', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    postCsv.mockReset();
  });

  it('imports the confirmed rows in the background, follows the progress and shows what it did', async () => {
    const user = setupUser();
    const get = serve(null, [
      job({ processed: 1, updated: 1, added: 1 }),
      job({
        status: 'DONE',
        processed: 2,
        updated: 1,
        invalid: 1,
        added: 1,
        finishedOn: '2026-01-01T00:01:00.000Z',
      }),
    ]);
    postCsv
      .mockResolvedValueOnce(preview)
      .mockResolvedValueOnce({ ...job({ status: 'QUEUED' }), summary: preview.summary });
    const onClose = vi.fn();
    renderWithProviders(<ImportContactsFlow onClose={onClose} />);

    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['email,mobile\n'], 'contacts.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const submit = await screen.findByRole('button', { name: 'Import 1 row' });
    // A file with a bad row is imported only once the valid rows are confirmed.
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Import the 1 valid row' }));
    await user.click(submit);
    expect(postCsv).toHaveBeenLastCalledWith('/v1/members/contacts/import', expect.any(FormData), {
      query: { skipInvalid: true },
      onProgress: expect.any(Function),
    });
    expect(await screen.findByText('Contacts imported', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/v1/members/contacts/import/${ID}`, expect.anything());
    expect(screen.getByText('1 member updated')).toBeInTheDocument();
    expect(screen.getByText('1 contact added')).toBeInTheDocument();
    expect(screen.getByText('1 row skipped as invalid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opened again while an import runs, shows its progress until it ends', async () => {
    serve(job({ processed: 1 }), [
      job({ processed: 1 }),
      job({ status: 'DONE', processed: 2, updated: 2, added: 4, finishedOn: '2026-01-01T00:01:00.000Z' }),
    ]);
    renderWithProviders(<ImportContactsFlow onClose={() => {}} />);
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(screen.getByText(/Closing this window does not stop the import/)).toBeInTheDocument();
    expect(await screen.findByText('Contacts imported', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('4 contacts added')).toBeInTheDocument();
  });

  it("shows the last import's outcome, a failure as its sentence, above a new file's picker", async () => {
    const failed = job({
      status: 'FAILED',
      processed: 1,
      error: 'The import stopped on an error of the server.',
      finishedOn: '2026-01-01T00:01:00.000Z',
    });
    serve(failed, [failed]);
    renderWithProviders(<ImportContactsFlow onClose={() => {}} />);
    expect(await screen.findByText(/^Last import/)).toBeInTheDocument();
    expect(screen.getByText('The import stopped on an error of the server.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled());
  });
});
