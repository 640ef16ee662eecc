import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CommunityExport } from '@gathering/contract';
import {
  communityAdmin,
  renderApp,
  requests,
  server,
  signIn,
  withFakeApi,
} from '../../../../test/render-app';
import { i18n } from '../../../i18n';

const t = i18n.getFixedT('en', 'community-settings');

withFakeApi();

const base: CommunityExport = {
  id: '7b1c7a52-6a4e-4d7e-9a43-0d1e6f0c1a01',
  status: 'RUNNING',
  rowsTotal: 2000,
  rowsDone: 500,
  filesTotal: 3,
  filesDone: 1,
  bytes: 1_000,
  archiveSha256: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
};

describe('the export page', () => {
  it('asks for an export once, then shows its progress while it runs', async () => {
    let list: CommunityExport[] = [];
    server.use(
      http.get('*/v1/community/exports', () => HttpResponse.json({ data: list })),
      http.post('*/v1/community/exports', () => {
        list = [base];
        return HttpResponse.json({ data: base }, { status: 202 });
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/settings/export');
    expect(await screen.findByText(t('export.none'), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Export', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('export.request') }));
    expect(await screen.findByText('500 of 2,000 records, files: 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: t('export.progressLabel') })).toBeInTheDocument();
    // While one runs, no second one can be asked for.
    expect(screen.getByRole('button', { name: t('export.running') })).toBeDisabled();
    expect(requests.filter((r) => r === 'POST /v1/community/exports')).toHaveLength(1);
  });

  it('downloads a ready export through a fresh single-use link', async () => {
    const ready: CommunityExport = {
      ...base,
      status: 'READY',
      rowsDone: 2000,
      filesDone: 3,
      archiveSha256: 'ab'.repeat(32),
      finishedAt: '2026-11-27T08:05:00.000Z',
      expiresAt: '2026-11-28T08:05:00.000Z',
    };
    let downloaded = '';
    server.use(
      http.get('*/v1/community/exports', () => HttpResponse.json({ data: [ready] })),
      http.post(`*/v1/community/exports/${ready.id}/link`, () =>
        HttpResponse.json({
          data: {
            url: `/v1/community/exports/${ready.id}/download?token=${'t'.repeat(43)}`,
            expiresAt: ready.expiresAt,
          },
        }),
      ),
      http.get(`*/v1/community/exports/${ready.id}/download`, ({ request }) => {
        downloaded = new URL(request.url).searchParams.get('token') ?? '';
        return new HttpResponse(new Uint8Array([31, 139]), {
          headers: {
            'content-type': 'application/gzip',
            'content-disposition': 'attachment; filename="river.tar.gz"',
          },
        });
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/settings/export');
    const item = await screen.findByRole('listitem', {}, { timeout: 10_000 });
    expect(within(item).getByText(`SHA-256 of the archive: ${'ab'.repeat(32)}`)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: t('export.download') }));
    await waitFor(() => expect(downloaded).toBe('t'.repeat(43)));
  });
});
