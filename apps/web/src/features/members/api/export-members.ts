import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-transfer';

/** Fetches the CSV (a plain link would not carry the token) and hands it to the browser as a download. */
export async function exportMembers(): Promise<void> {
  const { blob, fileName } = await download('/v1/members/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'members.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportMembers = () => useMutation({ mutationFn: exportMembers });
