import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeletionCertificateListResponse } from '@gathering/contract';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api-client';
import * as transfer from '../../../lib/api-transfer';
import { DeletionCertificatesCard } from './deletion-certificates-card';

const certificate = {
  id: '0b6a3f43-5c0e-4a53-b0a8-2f8f5e3c9d11',
  communityId: '6c1f7e0a-3b1d-4c53-9a53-0d8e3c2b1a10',
  communityName: 'Willow Creek',
  deletedAt: '2026-04-01T15:00:00.000Z',
};

describe('DeletionCertificatesCard', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('lists the deleted communities and fetches each certificate again, as PDF and as signed JSON', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [certificate] } satisfies DeletionCertificateListResponse);
    const blob = new Blob(['{}']);
    const download = vi.spyOn(transfer, 'download').mockResolvedValue({ blob, fileName: null });
    const save = vi.spyOn(transfer, 'saveFile').mockImplementation(() => {});
    const user = setupUser();
    renderWithProviders(<DeletionCertificatesCard />);
    const table = await screen.findByRole('table', { name: 'Deleted communities' });
    expect(within(table).getByText('Willow Creek')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the PDF certificate of Willow Creek' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(`/v1/administrator/deletion-certificates/${certificate.id}/pdf`),
    );
    await user.click(
      screen.getByRole('button', { name: 'Download the signed JSON certificate of Willow Creek' }),
    );
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(`/v1/administrator/deletion-certificates/${certificate.id}`),
    );
    expect(save).toHaveBeenCalledWith({ blob, fileName: null }, 'deletion-certificate.json');
  });

  it('says when no community was deleted, in French too', async () => {
    await i18n.changeLanguage('fr');
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] } satisfies DeletionCertificateListResponse);
    renderWithProviders(<DeletionCertificatesCard />);
    expect(await screen.findByText('Aucune communauté n’a encore été supprimée.')).toBeInTheDocument();
  });
});
