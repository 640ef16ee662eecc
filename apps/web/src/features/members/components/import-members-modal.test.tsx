import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportJob, ImportPreviewResponse } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { ApiError, api } from '../../../lib/api-client';
import { ImportMembersFlow } from './import-members-modal';

const { error: toastError, success: toastSuccess } = watchToasts();
// The CSV goes through lib/api-transfer's multipart upload (with the client's token refresh); the test stands in.
const postCsv = vi.fn();
vi.mock('../../../lib/api-transfer', () => ({ upload: (...args: unknown[]) => postCsv(...args) }));

const JOB_ID = '00000000-0000-4000-8000-00000000000f';
const preview: ImportPreviewResponse = {
  summary: { total: 3, new: 1, existing: 1, invalid: 1, groupsToCreate: ['Drummers'] },
  rows: [
    {
      line: 2,
      status: 'new',
      email: 'a@example.org',
      firstName: 'Aiyana',
      lastName: 'Bear',
      username: null,
      groups: ['Drummers'],
      reason: null,
    },
    {
      line: 3,
      status: 'existing',
      email: 'b@example.org',
      firstName: 'Koda',
      lastName: '',
      username: null,
      groups: [],
      reason: null,
    },
    {
      line: 4,
      status: 'invalid',
      email: 'not-an-email',
      firstName: 'Nita',
      lastName: '',
      username: null,
      groups: [],
      reason: 'Invalid email address',
    },
  ],
};
const job = (over: Partial<ImportJob>): ImportJob => ({
  id: JOB_ID,
  status: 'RUNNING',
  fileName: 'members.csv',
  total: 2,
  processed: 0,
  created: 0,
  updated: 0,
  invalid: 0,
  error: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  finishedOn: null,
  ...over,
});

function renderFlow() {
  const onClose = vi.fn();
  renderWithProviders(<ImportMembersFlow onClose={onClose} />);
  return { onClose };
}

const csvFile = () => new File(['email\na@example.org\n'], 'members.csv', { type: 'text/csv' });

describe('ImportMembersFlow', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    postCsv.mockReset();
  });

  it('previews, imports without invitations, follows the progress and shows the summary', async () => {
    const user = setupUser();
    postCsv
      .mockResolvedValueOnce(preview)
      .mockResolvedValueOnce({ ...job({ status: 'QUEUED' }), summary: preview.summary });
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce(job({ processed: 1 }))
      .mockResolvedValue(job({ status: 'DONE', processed: 2, created: 1, updated: 1, invalid: 1 }));
    const { onClose } = renderFlow();

    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, csvFile());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(postCsv).toHaveBeenCalledWith('/v1/members/import/preview', expect.any(FormData), {
      onProgress: expect.any(Function),
    });
    expect((postCsv.mock.calls[0][1] as FormData).get('file')).toBeInstanceOf(File);

    expect(await screen.findByText('1 new')).toBeInTheDocument();
    expect(screen.getByText('1 existing')).toBeInTheDocument();
    expect(screen.getByText('1 invalid')).toBeInTheDocument();
    expect(screen.getByText(/These groups will be created: Drummers/)).toBeInTheDocument();
    const invalid = screen.getByRole('table', { name: 'Invalid rows' });
    expect(
      within(invalid).getByRole('row', { name: /4 not-an-email Invalid email address/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Send invitations/ }));
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(postCsv).toHaveBeenLastCalledWith('/v1/members/import', expect.any(FormData), {
      query: { invite: false },
      onProgress: expect.any(Function),
    });

    expect(await screen.findByText('Import finished', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/v1/members/import/${JOB_ID}`, expect.anything());
    expect(screen.getByText('1 member created')).toBeInTheDocument();
    expect(screen.getByText('1 row skipped as invalid')).toBeInTheDocument();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Import finished: 1 created, 1 updated.'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("refuses a file that is not CSV and shows the server's message when the preview fails", async () => {
    // A file dropped past the picker's filter (accept only filters the dialog) is still checked.
    const user = userEvent.setup({ applyAccept: false });
    renderFlow();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Please choose a CSV file (.csv).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();

    postCsv.mockRejectedValue(
      new ApiError('The file needs a header row with an "email" column.', 400, 'file', true),
    );
    await user.upload(input, csvFile());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('The file needs a header row with an "email" column.'),
    );
  });

  it('speaks French: the picker, its file check and the preview counts', async () => {
    await i18n.changeLanguage('fr');
    try {
      const user = userEvent.setup({ applyAccept: false });
      postCsv.mockResolvedValueOnce(preview);
      renderFlow();
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
      expect(await screen.findByText('Veuillez choisir un fichier CSV (.csv).')).toBeInTheDocument();
      await user.upload(input, csvFile());
      await user.click(screen.getByRole('button', { name: 'Aperçu' }));
      expect(await screen.findByText('1 nouveau')).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Lignes invalides' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Importer 2 lignes' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
