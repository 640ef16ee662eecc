import { z } from 'zod';
import { listQuery, paged } from './common';
import { approvalStatus, attachmentRecord, feedItemDetail, feedItemListEntry } from './content';

// The feed: the console's feed views, the member app's feed (/app/v1), document reviews and feed maintenance.

export const feedListQuery = listQuery.pick({ offset: true, limit: true, search: true });
export const feedList = paged(feedItemListEntry);
export type FeedList = z.infer<typeof feedList>;
export const featuredResponse = z.object({ featured: z.array(feedItemListEntry) });
export const pinnedResponse = z.object({ pinned: z.array(feedItemListEntry) });
export type FeaturedResponse = z.infer<typeof featuredResponse>;
export type PinnedResponse = z.infer<typeof pinnedResponse>;

// --- member app ---

/**
 * One item as the member app shows it: the detail without the audience and the document's reviewers, plus what the
 * caller did with it. Every key camelCase (the member API's one casing): a job's `closing_date`, `external_url` and
 * `contact_info` of the console's shapes (the spec's names) are `closingDate`, `externalUrl` and `contactInfo` here.
 */
export const appFeedItem = feedItemDetail
  .omit({
    recipients: true,
    groups: true,
    notifyOnPublish: true,
    translations: true,
    approval: true,
    closing_date: true,
    external_url: true,
    contact_info: true,
  })
  .extend({
    closingDate: z.string().nullable().optional().describe('A job: the last day to apply, YYYY-MM-DD'),
    externalUrl: z.string().nullable().optional().describe('A job: where to apply'),
    contactInfo: z.string().optional().describe('A job: whom to contact'),
    liked: z.boolean(),
    language: z
      .string()
      .describe('BCP 47: the language version given (the reader’s, else the community’s default)'),
  });
export type AppFeedItem = z.infer<typeof appFeedItem>;
export const appFeedList = paged(appFeedItem);
export type AppFeedList = z.infer<typeof appFeedList>;
export const likeResponse = z.object({ liked: z.boolean(), likes: z.number().int() });

/**
 * Answers keyed by input id. Values by type: text types, EMAIL, PHONE, DATE (YYYY-MM-DD), SINGLE_CHOICE and
 * SIGNATURE (a typed name or a data:image/png;base64 drawing) take a string; NUMBER a number (or numeric string);
 * MULTIPLE_CHOICE an array of strings; CHECKBOX a boolean.
 */
export const formSubmissionBody = z.object({
  answers: z.record(
    z.string().max(100),
    z.union([z.string().max(200_000), z.number(), z.boolean(), z.array(z.string().max(500)).max(50)]),
  ),
});
export type FormSubmissionBody = z.infer<typeof formSubmissionBody>;

export const rsvpBody = z.object({ dateTimeId: z.uuid().optional().describe('Which date of the event') });
export const conversionResponse = z.object({ message: z.string() });
export const jobLinkResponse = z.object({ url: z.string() });

export const appMessages = {
  formSubmitted: 'Thank you, your form has been sent',
  rsvpRecorded: 'Thank you, your RSVP has been recorded',
  notAForm: 'This item is not a form',
  notAnEvent: 'This item is not an event',
  notAJob: 'This job has no external link',
  noFormRecipients: 'This form has no recipients yet',
} as const;

// --- document review (public, through the e-mailed link) ---

export const approvalTokenParams = z.object({ token: z.string().min(10).max(600) });
export const approvalReview = z.object({
  community: z.string(),
  headline: z.string(),
  tagline: z.string(),
  email: z.string(),
  status: approvalStatus,
  comments: z.string(),
  attachment: attachmentRecord.nullable(),
  expiresAt: z.string(),
});
export type ApprovalReview = z.infer<typeof approvalReview>;
/** The review page's comment counter and the schema share it. */
export const APPROVAL_COMMENTS_MAX = 5000;
export const approvalDecisionBody = z.object({
  status: z.enum(['APPROVED', 'REJECTED']),
  comments: z.string().trim().max(APPROVAL_COMMENTS_MAX).default(''),
});
export type ApprovalDecisionBody = z.infer<typeof approvalDecisionBody>;

// --- platform maintenance (/v2/scripts) ---

export const scriptCommunityParams = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });
export const objectIdResult = z.object({ message: z.string(), updated: z.number().int() });
export type ObjectIdResult = z.infer<typeof objectIdResult>;
export const feedRebuildResult = z.object({
  message: z.string(),
  ranked: z.number().int().describe('Items whose feed_rank changed'),
  rescheduled: z.number().int().describe('Scheduled items whose publish job was queued again'),
});
export const likesRebuildResult = z.object({
  message: z.string(),
  updated: z.number().int().describe('Items whose like counter changed'),
});
export type FeedRebuildResult = z.infer<typeof feedRebuildResult>;
export type LikesRebuildResult = z.infer<typeof likesRebuildResult>;
