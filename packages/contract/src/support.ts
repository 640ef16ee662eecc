import { z } from 'zod';
import { email, isoDate, listQuery, paged, uuid } from './common';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_SCREENSHOT_TYPES,
  SUPPORT_SCREENSHOTS_PER_TICKET,
  SUPPORT_TICKET_TYPES,
} from './constants';

// Support tickets: raised from the member app, answered from the community console and the platform back-office.
//
// Member app (members, and guests for raising, listing and reading their own):
//   POST /app/v1/support/tickets                       appSupportTicketCreateBody → 201 appSupportTicket
//   GET  /app/v1/support/tickets                       appSupportTicketsQuery → appSupportTicketsPage
//   GET  /app/v1/support/tickets/{ticketId}            → appSupportTicket (never internal notes)
//   POST /app/v1/support/tickets/{ticketId}/comments   appSupportCommentBody → appSupportTicket
//   POST /app/v1/support/tickets/{ticketId}/screenshots multipart, field `screenshot` → appSupportTicket
// Community console (the community's own tickets; another community's → 404):
//   GET   /v2/support/community/tickets                supportTicketsQuery → supportTicketsPage
//   GET   /v2/support/community/tickets/unread         → supportUnreadResponse (nav badge)
//   GET   /v2/support/community/figures                → supportFigures
//   GET   /v2/support/community/ticket/{ticketId}      → supportTicketDetail (marks it read)
//   POST  /v2/support/ticket/{ticketId}/comment        supportCommentBody → supportTicketDetail
//   POST  /v2/support/ticket/{ticketId}/reply          supportReplyBody → supportTicketDetail
//   PATCH /v2/support/ticket/{ticketId}                supportTicketUpdateBody → supportTicketDetail
// Platform back-office (platform administrators; community administrators → 403):
//   GET   /v2/support/admin/tickets                    supportAdminTicketsQuery → supportTicketsPage
//   GET   /v2/support/admin/tickets/unread             → supportUnreadResponse (unread escalated tickets)
//   GET   /v2/support/admin/figures                    supportFiguresQuery → supportFiguresPage
//   GET   /v2/support/admin/ticket/{ticketId}          → supportTicketDetail (marks it read)
//   POST  /v2/support/admin/ticket/{ticketId}/comment  supportAdminCommentBody → supportTicketDetail
//   POST  /v2/support/admin/ticket/{ticketId}/reply    supportAdminReplyBody → supportTicketDetail
//   PATCH /v2/support/admin/ticket/{ticketId}          supportAdminTicketUpdateBody → supportTicketDetail

export const supportMessages = {
  // Spec guard message (platform §5, community §5): every ticket route answers it for a missing or foreign id.
  ticketNotFound: 'Support Ticket was invalid or could not be found',
  // Spec fallbacks the consoles show when a call fails without a server message.
  fetchCommunityTicketsFailed: 'Error trying to fetch community support tickets',
  fetchTicketFailed: 'Error trying to fetch support ticket',
  fetchAdminTicketsFailed: 'Error trying to fetch admin support tickets',
  createCommentFailed: 'Error trying to create support ticket comment',
  createReplyFailed: 'Error trying to create support ticket reply',
  getTicketFailed: 'Error trying to get support ticket',
  updateStatusFailed: 'Error trying to update support ticket status',
  // Ours, in the spec's tone.
  messageRequired: 'Please write a message.',
  messageTooLong: 'The message is too long: at most 5000 characters.',
  contactEmailRequired: 'Please give an e-mail address so we can answer you.',
  parentsInvalid:
    'The reply does not follow the thread: parents must be the ids of the message replied to and all its ancestors, oldest first.',
  ticketClosed: 'This ticket is closed. Please raise a new ticket.',
  internalParent: 'A message the member can read cannot reply to an internal note.',
  nothingToChange: 'Please give a status or an escalation to change.',
  screenshotType: 'Only images can be attached: JPEG, PNG, GIF or WebP.',
  screenshotTooLarge: 'The screenshot is too large: the limit is 5 MB.',
  tooManyScreenshots: 'A ticket can have at most 5 screenshots.',
  autoClosedNote: 'This ticket was closed automatically after 14 days without a reply.',
  escalatedNote: 'Handed to the platform support team.',
  deescalatedNote: 'Handed back to the community administrators.',
  screenshotAdded: 'Screenshot attached.',
} as const;

/**
 * The fixed support-team identity of the spec (§3 comment payload, §6): the platform console sends it with its
 * comments and replies; the server posts every platform comment under it whatever is sent.
 */
export const SUPPORT_TEAM_IDENTITY = {
  email: 'support@gathering.local',
  firstName: 'Gathering',
  lastName: 'Support',
} as const;

// The ticket types and the limits live in constants.ts (read without zod by the member web app).
export {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_SCREENSHOT_TYPES,
  SUPPORT_SCREENSHOTS_PER_TICKET,
  SUPPORT_TICKET_TYPES,
};
export const supportTicketType = z.enum(SUPPORT_TICKET_TYPES);
export type SupportTicketType = z.infer<typeof supportTicketType>;

/**
 * OPEN (waiting for an administrator) → PENDING_MEMBER (answered, waiting for the member) → RESOLVED → CLOSED.
 * A public answer by an administrator moves OPEN to PENDING_MEMBER; a member's reply moves PENDING_MEMBER or
 * RESOLVED back to OPEN; a CLOSED ticket takes no more member replies; RESOLVED for 14 days without a member reply
 * becomes CLOSED (a job). Administrators may set any status.
 */
export const SUPPORT_TICKET_STATUSES = ['OPEN', 'PENDING_MEMBER', 'RESOLVED', 'CLOSED'] as const;
export const supportTicketStatus = z.enum(SUPPORT_TICKET_STATUSES);
export type SupportTicketStatus = z.infer<typeof supportTicketStatus>;

/** Who posted a comment: the member (or guest), a community administrator, the platform support team, the system. */
export const SUPPORT_COMMENT_ROLES = ['MEMBER', 'COMMUNITY_ADMIN', 'SUPPORT_TEAM', 'SYSTEM'] as const;
export const supportCommentRole = z.enum(SUPPORT_COMMENT_ROLES);
export type SupportCommentRole = z.infer<typeof supportCommentRole>;

export const SUPPORT_AUTO_CLOSE_DAYS = 14;

/** Plain text, stored exactly as typed (no trimming, no markup); blank is refused. */
export const supportMessageText = z
  .string({ error: supportMessages.messageRequired })
  .max(SUPPORT_MESSAGE_MAX, supportMessages.messageTooLong)
  .refine((v) => v.trim().length > 0, supportMessages.messageRequired);

const shortText = z.string().trim().max(100);

export const deviceDetails = z.object({
  os: shortText.describe('ios, android, …'),
  osVersion: shortText,
  device: shortText.describe('Model, e.g. iPhone15,2'),
  manufacturer: shortText,
  network: shortText.describe('wifi, cellular, offline, …'),
  timezone: shortText.describe('IANA zone of the device, e.g. America/Winnipeg'),
});
export type DeviceDetails = z.infer<typeof deviceDetails>;

/** `{ ticketId }`: any string; one that is not a ticket of the caller's reach is the spec's 404. */
export const supportTicketParams = z.object({ ticketId: z.string().max(100) });

// ——— Shapes shared by the app and the consoles ———

export const posterDetails = z.object({
  id: z.string().describe('User id, guest id, or "support-team" / "system"'),
  initials: z.string(),
  name: z.string(),
  email: z.string().nullable().describe('Null in the member app for administrators and the system'),
  role: supportCommentRole,
});
export type PosterDetails = z.infer<typeof posterDetails>;

export interface SupportComment {
  id: string;
  comment: string;
  postedOn: string;
  internal: boolean;
  posterDetails: PosterDetails;
  parents: string[];
  replies: SupportComment[];
}

/** A comment with its replies nested; `parents` are the ids of its ancestors, root first (empty: top-level). */
export const supportComment: z.ZodType<SupportComment> = z
  .object({
    id: uuid,
    comment: z.string(),
    postedOn: isoDate,
    internal: z.boolean().describe('An internal note between administrators: never shown to the member'),
    posterDetails,
    parents: z.array(uuid),
    get replies() {
      return z.array(supportComment);
    },
  })
  .meta({ id: 'SupportComment' });

export const supportAttachment = z.object({
  id: uuid,
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  postedOn: isoDate,
});
export type SupportAttachment = z.infer<typeof supportAttachment>;

export const communityDetails = z.object({
  communityId: uuid,
  community: z.string(),
  logo: z.string().nullable(),
});
export const memberDetails = z.object({
  memberId: uuid.nullable().describe('Membership id; null for a guest or an erased member'),
  guestId: uuid.nullable(),
  member: z.string().describe('Full name, or "Guest"'),
  email: z.string().nullable().describe("The member's e-mail, or the guest's contact e-mail"),
  username: z.string().nullable(),
  scope: z.string().nullable(),
});

/** Response times in seconds (null until it happens). */
export const supportTimes = z.object({
  firstResponseOn: isoDate.nullable(),
  resolvedOn: isoDate.nullable(),
  firstResponseSeconds: z.number().int().nullable(),
  resolutionSeconds: z.number().int().nullable(),
});

const ticketCore = {
  id: uuid,
  type: supportTicketType,
  status: supportTicketStatus,
  ticket: z.object({ message: z.string() }),
  postedOn: isoDate,
  lastActivityOn: isoDate,
};

// ——— Member app (/app/v1/support) ———

export const appSupportTicketCreateBody = z.object({
  type: supportTicketType,
  message: supportMessageText,
  appBuild: z.string().trim().min(1).max(50),
  deviceDetails,
  contactEmail: email.optional().describe('Required for a guest (no account): where answers are e-mailed'),
});
export type AppSupportTicketCreateBody = z.infer<typeof appSupportTicketCreateBody>;

export const appSupportTicketRow = z.object({
  ...ticketCore,
  comments: z.number().int().describe('Messages meant for the member'),
});
export type AppSupportTicketRow = z.infer<typeof appSupportTicketRow>;
export const appSupportTicketsPage = paged(appSupportTicketRow);
export type AppSupportTicketsPage = z.infer<typeof appSupportTicketsPage>;
export const appSupportTicketsQuery = z.object({
  offset: listQuery.shape.offset,
  limit: listQuery.shape.limit,
});

/** The member's view: their ticket and only what is meant for them (never internal notes). */
export const appSupportTicket = z.object({
  ...ticketCore,
  appBuild: z.string(),
  deviceDetails,
  attachments: z.array(supportAttachment),
  comments: z.array(supportComment),
});
export type AppSupportTicket = z.infer<typeof appSupportTicket>;

/** A member's message: top-level without parents, or a reply carrying all its ancestors' ids, root first. */
export const appSupportCommentBody = z.object({
  message: supportMessageText,
  parents: z.array(uuid).max(50).default([]),
});
export type AppSupportCommentBody = z.infer<typeof appSupportCommentBody>;

// ——— Consoles ———

const sortColumns = ['postedOn', 'lastActivityOn', 'status', 'type', 'member'] as const;
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const supportTicketsQuery = listQuery.extend({
  filter: z.enum(sortColumns).default('lastActivityOn'),
  status: supportTicketStatus.optional().describe('Only tickets in this status (all when absent)'),
  escalated: bool.optional().describe('true: only tickets handed to the platform support team'),
});
export type SupportTicketsQuery = z.input<typeof supportTicketsQuery>;

export const supportAdminTicketsQuery = listQuery.extend({
  filter: z.enum([...sortColumns, 'community']).default('lastActivityOn'),
  status: supportTicketStatus.optional(),
  escalated: bool.optional(),
  communityId: uuid.optional(),
});
export type SupportAdminTicketsQuery = z.input<typeof supportAdminTicketsQuery>;

export const supportTicketRow = z.object({
  ...ticketCore,
  communityDetails,
  memberDetails,
  escalated: z.boolean(),
  unread: z.boolean().describe('Activity since the calling administrator last opened it'),
  comments: z.number().int(),
  ...supportTimes.shape,
});
export type SupportTicketRow = z.infer<typeof supportTicketRow>;
export const supportTicketsPage = paged(supportTicketRow);
export type SupportTicketsPage = z.infer<typeof supportTicketsPage>;

/** The consoles' view: everything, internal notes included (marked `internal`). */
export const supportTicketDetail = z.object({
  ...ticketCore,
  communityDetails,
  memberDetails,
  appBuild: z.string(),
  deviceDetails,
  escalated: z.boolean(),
  escalatedOn: isoDate.nullable(),
  attachments: z.array(supportAttachment),
  comments: z.array(supportComment),
  ...supportTimes.shape,
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetail>;

export const supportUnreadResponse = z.object({ unread: z.number().int() });
export type SupportUnreadResponse = z.infer<typeof supportUnreadResponse>;

/** Community console: a top-level comment (internal: true for a note the member never sees). */
export const supportCommentBody = z.object({
  message: supportMessageText,
  internal: z.boolean().default(false),
});
export type SupportCommentBody = z.input<typeof supportCommentBody>;

/** A reply: `parents` = the ids of the message replied to and all its ancestors, root first. */
export const supportReplyBody = supportCommentBody.extend({ parents: z.array(uuid).min(1).max(50) });
export type SupportReplyBody = z.input<typeof supportReplyBody>;

/**
 * The spec's admin comment payload also carries e-mail, firstName and lastName of the fixed support-team
 * identity. The server posts as its own fixed identity whatever is sent (an identity is not the client's to
 * choose); the fields are accepted so the spec's payload is valid.
 */
const supportIdentityFields = {
  email: z.string().max(254).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
};
export const supportAdminCommentBody = supportCommentBody.extend(supportIdentityFields);
export type SupportAdminCommentBody = z.input<typeof supportAdminCommentBody>;
export const supportAdminReplyBody = supportReplyBody.extend(supportIdentityFields);
export type SupportAdminReplyBody = z.input<typeof supportAdminReplyBody>;

/** Community console: change the status and/or hand the ticket to the platform support team (or take it back). */
export const supportTicketUpdateBody = z
  .object({ status: supportTicketStatus.optional(), escalated: z.boolean().optional() })
  .refine((b) => b.status !== undefined || b.escalated !== undefined, {
    message: supportMessages.nothingToChange,
  });
export type SupportTicketUpdateBody = z.infer<typeof supportTicketUpdateBody>;

/** Platform: the spec's status payload (ticketId is the path's); escalated: false hands it back. */
/** @alias the same body, named for the platform's route */
export const supportAdminTicketUpdateBody = supportTicketUpdateBody;
export type SupportAdminTicketUpdateBody = SupportTicketUpdateBody;

/** Response-time figures of one community (averages over the tickets that had one). */
export const supportFigures = z.object({
  communityDetails,
  open: z.number().int().describe('OPEN and PENDING_MEMBER tickets'),
  total: z.number().int(),
  escalated: z.number().int().describe('Open tickets handed to the platform'),
  averageFirstResponseSeconds: z.number().int().nullable(),
  averageResolutionSeconds: z.number().int().nullable(),
});
export type SupportFigures = z.infer<typeof supportFigures>;
export const supportFiguresPage = paged(supportFigures);
export type SupportFiguresPage = z.infer<typeof supportFiguresPage>;
export const supportFiguresQuery = listQuery.extend({
  filter: z
    .enum(['community', 'open', 'total', 'averageFirstResponseSeconds', 'averageResolutionSeconds'])
    .default('open'),
});

/** POST /app/v1/support/tickets/{ticketId}/screenshots: the multipart body (the route reads the part itself). */
export const screenshotUploadForm = z.object({
  screenshot: z.file().describe('JPEG, PNG, GIF or WebP by content, at most 5 MB; 5 per ticket'),
});
