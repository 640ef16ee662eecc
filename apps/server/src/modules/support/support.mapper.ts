import type {
  AppSupportTicket,
  AppSupportTicketRow,
  SupportAttachment,
  SupportComment,
  SupportTicketDetail,
  SupportTicketRow,
  SupportTicketStatus,
  SupportTicketType,
} from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { AttachmentRow, TicketListRecord, TicketRecord } from './support.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const seconds = (from: Date, to: Date | null) =>
  to ? Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000)) : null;

/** The member's display name: their account's name, "Guest" for a guest, or what is left of an erased member. */
export function memberNameOf(t: TicketRecord): string {
  const full = `${t.memberFirstName ?? ''} ${t.memberLastName ?? ''}`.trim();
  if (full) return full;
  if (t.memberUsername) return t.memberUsername;
  return t.guestId ? 'Guest' : 'Deleted member';
}

const core = (t: TicketRecord) => ({
  id: t.id,
  type: t.type as SupportTicketType,
  status: t.status as SupportTicketStatus,
  ticket: { message: t.message },
  postedOn: t.createdAt.toISOString(),
  lastActivityOn: t.lastActivityAt.toISOString(),
});

const people = (t: TicketRecord, addresses: FileAddresses) => ({
  communityDetails: {
    communityId: t.communityId,
    community: t.communityName,
    logo: addresses.publicAddressOrNull(t.communityLogo),
  },
  memberDetails: {
    memberId: t.membershipId,
    guestId: t.guestId,
    member: memberNameOf(t),
    email: t.memberEmail ?? t.contactEmail,
    username: t.memberUsername,
    scope: t.memberScope ?? (t.guestId ? 'GUEST' : null),
  },
});

const times = (t: TicketRecord) => ({
  firstResponseOn: iso(t.firstResponseAt),
  resolvedOn: iso(t.resolvedAt),
  firstResponseSeconds: seconds(t.createdAt, t.firstResponseAt),
  resolutionSeconds: seconds(t.createdAt, t.resolvedAt),
});

const attachment = (a: AttachmentRow, addresses: FileAddresses): SupportAttachment => ({
  id: a.id,
  url: addresses.publicAddress(a.url),
  mimeType: a.mimeType,
  size: a.size,
  postedOn: a.createdAt.toISOString(),
});

export const toTicketRow = (t: TicketListRecord, addresses: FileAddresses): SupportTicketRow => ({
  ...core(t),
  ...people(t, addresses),
  escalated: t.escalated,
  unread: t.unread,
  comments: t.comments,
  ...times(t),
});

export const toTicketDetail = (
  t: TicketRecord,
  comments: SupportComment[],
  attachments: AttachmentRow[],
  addresses: FileAddresses,
): SupportTicketDetail => ({
  ...core(t),
  ...people(t, addresses),
  appBuild: t.appBuild,
  deviceDetails: t.deviceDetails,
  escalated: t.escalated,
  escalatedOn: iso(t.escalatedAt),
  attachments: attachments.map((a) => attachment(a, addresses)),
  comments,
  ...times(t),
});

export const toAppRow = (t: TicketRecord & { comments: number }): AppSupportTicketRow => ({
  ...core(t),
  comments: t.comments,
});

export const toAppTicket = (
  t: TicketRecord,
  comments: SupportComment[],
  attachments: AttachmentRow[],
  addresses: FileAddresses,
): AppSupportTicket => ({
  ...core(t),
  appBuild: t.appBuild,
  deviceDetails: t.deviceDetails,
  attachments: attachments.map((a) => attachment(a, addresses)),
  comments,
});
