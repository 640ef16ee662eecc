import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api-transfer';

/** The certificate as a PDF, in the console's language. */
export async function downloadCertificatePdf(id: string): Promise<void> {
  saveFile(
    await download(`/v1/administrator/deletion-certificates/${encodeURIComponent(id)}/pdf`),
    'deletion-certificate.pdf',
  );
}

export const useDownloadCertificatePdf = () => useMutation({ mutationFn: downloadCertificatePdf });
