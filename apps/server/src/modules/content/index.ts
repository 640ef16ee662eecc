// The content module's public surface: what other modules may use. Repository types are for Pick<> ports built
// in composition/; the repositories themselves are handed over there, never imported.
export type { ApprovalRow, AttachmentRow, ContentRepository, FeedItemRow } from './content.repository';
export type { MaintenanceRepository } from './maintenance.repository';
export type { ItemPushes } from './publishing.ports';
export type { ContentService } from './content.service';
export { attachmentIdsOf, attachmentsById, kindFields, toListEntry } from './content.mapper';
export { plainText } from './content.sanitize';
export { COVER_MAX_BYTES, DOCUMENT_MAX_BYTES, type AttachmentsService } from './attachments.service';
export { attachmentInLanguage, inLanguage } from './versions';
export type { ContentRetentionRepository } from './retention.repository';
