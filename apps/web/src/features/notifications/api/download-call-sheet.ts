import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api-transfer';

/**
 * GET /v1/notifications/{id}/cascade/call-sheet: the people not confirmed, by responder, as a PDF in the console's
 * language (the download sends it as Accept-Language).
 */
export async function downloadCallSheet(id: string): Promise<void> {
  saveFile(
    await download(`/v1/notifications/${encodeURIComponent(id)}/cascade/call-sheet`),
    `call-sheet-${id}.pdf`,
  );
}

export const useDownloadCallSheet = () => useMutation({ mutationFn: downloadCallSheet });
