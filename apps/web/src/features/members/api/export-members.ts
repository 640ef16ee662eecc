import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api-transfer';

/** Fetches the CSV with the token and hands it to the browser as a download. */
export async function exportMembers(): Promise<void> {
  saveFile(await download('/v1/members/export'), 'members.csv');
}

export const useExportMembers = () => useMutation({ mutationFn: exportMembers });
