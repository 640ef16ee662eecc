import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api-transfer';

/** The signed certificate as JSON, handed to the browser as a file (checkable with the published key). */
export async function downloadCertificateJson(id: string): Promise<void> {
  saveFile(
    await download(`/v1/administrator/deletion-certificates/${encodeURIComponent(id)}`),
    'deletion-certificate.json',
  );
}

export const useDownloadCertificateJson = () => useMutation({ mutationFn: downloadCertificateJson });
