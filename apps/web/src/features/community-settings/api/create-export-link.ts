import { api } from '../../../lib/api-client';

/** A single-use download link of a ready export (24 hours at most), for the calling administrator. */
export const createExportLink = (exportId: string) =>
  api
    .post<{ data: { url: string; expiresAt: string } }>(`/v1/community/exports/${exportId}/link`)
    .then((res) => res.data);
