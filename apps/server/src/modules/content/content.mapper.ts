import {
  FEED_ITEM_TYPES,
  type AttachmentRecord,
  type ContentAccess,
  type ContentKind,
  type ContentStatus,
  type FeedItemDetail,
  type FeedItemListEntry,
} from '@gathering/contract';
import type { AttachmentRow, ApprovalRow, FeedItemRow } from './content.repository';
import { absoluteImages } from './content.sanitize';

/**
 * Files by id, their stored addresses ("files/<key>") made absolute with the running server's public base
 * (Storage.publicAddress): what every mapper below reads.
 */
export function attachmentsById(
  rows: Iterable<AttachmentRow>,
  publicAddress: (stored: string) => string,
): Map<string, AttachmentRow> {
  return new Map([...rows].map((a) => [a.id, { ...a, fileUrl: publicAddress(a.fileUrl) }]));
}

export const toAttachment = (a: AttachmentRow): AttachmentRecord => ({
  id: a.id,
  filePath: a.filePath,
  mimeType: a.mimeType,
  fileSize: a.fileSize,
  originalName: a.originalName,
  fileName: a.fileName,
  fileUrl: a.fileUrl,
  displayName: a.displayName,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toListEntry(row: FeedItemRow, files: Map<string, AttachmentRow>): FeedItemListEntry {
  const cover = row.coverImageId ? files.get(row.coverImageId) : undefined;
  return {
    id: row.id,
    objectId: row.objectId,
    language: row.language,
    headline: row.headline,
    tagline: row.tagline,
    coverImage: cover ? toAttachment(cover) : null,
    access: row.access as ContentAccess,
    status: row.status as ContentStatus,
    feedItemType: FEED_ITEM_TYPES[row.kind as ContentKind],
    tags: row.tags,
    publishedOn: iso(row.publishedOn),
    publishAt: row.status === 'SCHEDULED' ? iso(row.publishAt) : null,
    publishZone: row.status === 'SCHEDULED' ? row.publishZone : null,
    views: row.viewCount,
    likes: row.likeCount,
    citationRequired: row.citationRequired,
    pinned: row.pinned,
    featured: row.featured,
    open: row.open,
    isDeleted: row.deletedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const RICH_FIELDS = ['body', 'qualifications', 'responsibilities'] as const;

/** Whether anyone, a guest or a passer-by, may see the item now: the images of its text are public then. */
export const isPublicItem = (row: Pick<FeedItemRow, 'access' | 'status' | 'deletedAt'>): boolean =>
  row.access === 'OPEN' && row.status === 'PUBLISHED' && !row.deletedAt;

/**
 * The kind's own fields, as stored in `data` (already validated and sanitised on the way in), the images of its
 * rich text at absolute addresses (the console and the phones load them from the running server's base): plain
 * while the item is public, signed and expiring otherwise (private-files.ts).
 */
export function kindFields(
  row: FeedItemRow,
  files: Map<string, AttachmentRow>,
  approvals: ApprovalRow[] | undefined,
  addresses: { publicAddress(stored: string): string; openAddress(stored: string): string },
): Partial<FeedItemDetail> {
  const data = { ...(row.data as Record<string, unknown>) };
  const imageAddress = isPublicItem(row) ? addresses.openAddress : addresses.publicAddress;
  for (const f of RICH_FIELDS)
    if (typeof data[f] === 'string') data[f] = absoluteImages(data[f] as string, imageAddress);
  if (row.kind !== 'DOCUMENT') return data as Partial<FeedItemDetail>;
  const file = row.attachmentId ? files.get(row.attachmentId) : undefined;
  return {
    body: (data.body as string | undefined) ?? '',
    attachment: file ? toAttachment(file) : null,
    approval: {
      emails: (approvals ?? []).map((a) => a.email),
      approvals: (approvals ?? []).map((a) => ({
        id: a.id,
        user: a.userName || a.email,
        email: a.email,
        status: a.status as 'PENDING' | 'APPROVED' | 'REJECTED',
        comments: a.comments,
        decidedAt: iso(a.decidedAt),
      })),
    },
  };
}

export const attachmentIdsOf = (rows: FeedItemRow[]): string[] => [
  ...new Set(rows.flatMap((r) => [r.coverImageId, r.attachmentId].filter((x): x is string => !!x))),
];
