import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api-transfer';
import { createExportLink } from './create-export-link';

/**
 * Downloads a ready export: a fresh single-use link (create-export-link.ts), then the archive through it with the
 * administrator's own token (a link alone opens nothing), handed to the browser.
 */
export async function downloadExport(exportId: string): Promise<void> {
  const link = await createExportLink(exportId);
  const [path, query] = link.url.split('?');
  const token = new URLSearchParams(query).get('token') ?? '';
  saveFile(await download(path, { query: { token } }), 'community-export.tar.gz');
}

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });
