import { z } from 'zod';
import { uuid } from './common';

/** What a person reads about community exports (issue 24); French in the server's i18n. */
export const exportMessages = {
  notFound: 'There is no such export in this community.',
  notReady: 'This export is not ready to download, or it has expired: ask for a new one.',
  linkUsed: 'This download link was already used or has expired: take a new one from the Export page.',
} as const;

export const EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'READY', 'FAILED', 'EXPIRED'] as const;

/** One full export of a community: its progress while it runs, its checksum once ready. */
export const communityExport = z.object({
  id: uuid,
  status: z.enum(EXPORT_STATUSES),
  rowsTotal: z.number().int().describe('Rows of every table the export holds'),
  rowsDone: z.number().int().describe('Rows written so far (progress = rowsDone / rowsTotal)'),
  filesTotal: z.number().int().describe("Uploaded files the community's rows name"),
  filesDone: z.number().int(),
  bytes: z.number().int().describe('Bytes written into the archive, before compression'),
  archiveSha256: z.string().nullable().describe('SHA-256 of the archive (the .tar.gz downloaded)'),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().describe('When the archive stops being offered'),
});
export type CommunityExport = z.infer<typeof communityExport>;

export const communityExportResponse = z.object({ data: communityExport });
export const communityExportsResponse = z.object({ data: z.array(communityExport) });

export const exportIdParams = z.object({ exportId: uuid });
export const communityExportParams = z.object({ id: uuid, exportId: uuid });

export const exportLinkResponse = z.object({
  data: z.object({
    url: z.string().describe('The download address (relative to the API), usable once by an administrator'),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
});

export const exportDownloadQuery = z.object({ token: z.string().min(20).max(100) });
