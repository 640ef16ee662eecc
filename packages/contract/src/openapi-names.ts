import { z } from 'zod';
import {
  appCookieSessionResponse,
  appCookieSignInBody,
  appCookieSignUpBody,
  appPasswordBody,
  communityBranding,
  appCommunitiesResponse,
  appCommunity,
  appGroupsResponse,
  appMeResponse,
  appRefreshBody,
  appSignInBody,
  appSignUpBody,
  appSwitchCommunityBody,
  appTokenResponse,
  guestSessionBody,
  guestSessionResponse,
} from './app';
import { profileBody } from './auth';
import { messageResponse, pageMeta } from './common';
import {
  attachmentRecord,
  contentAccess,
  contentStatus,
  eventDateTime,
  feedItemType,
  formInput,
  formNode,
} from './content';
import { errorCode, errorResponse } from './errors';
import {
  appFeedItem,
  appFeedList,
  conversionResponse,
  formSubmissionBody,
  jobLinkResponse,
  likeResponse,
  rsvpBody,
} from './feed';
import { memberLanguagesBody, memberLanguagesResponse } from './languages';
import { memberRole } from './members';
import { notificationAcknowledgeBody, notificationAcknowledgeResponse } from './notification-alerts';
import {
  appNotificationEntry,
  appNotificationsPage,
  appCookieSignOutBody,
  appSignOutBody,
  deviceBody,
  devicePlatform,
  deviceResponse,
  notificationOpenBody,
  notificationOpenResponse,
  webPushKeys,
} from './notifications';
import {
  appSupportCommentBody,
  appSupportTicket,
  appSupportTicketCreateBody,
  appSupportTicketRow,
  appSupportTicketsPage,
  deviceDetails,
  supportAttachment,
  supportTicketStatus,
  supportTicketType,
} from './support';

/**
 * The names of the API's shared shapes in the OpenAPI document (`components.schemas`): what a generated client calls
 * its types (`components['schemas']['FeedItem']`). Every shape of the member app API (/app/v1) is named, and the
 * shapes every route shares (Error, PageMeta); the console's shapes stay inline, as the spec writes them. The name is
 * given to the schema itself (not a copy), so each route that uses it refers to it. A request body's name ends in
 * `Request`; the server's document drops the `Input` that the zod type provider adds to inputs (plugins/swagger.ts).
 * A name is part of the API: renaming one breaks generated clients (a major version).
 */
export const OPENAPI_NAMES: [z.ZodType, string][] = [
  // shared
  [errorResponse, 'Error'],
  [errorCode, 'ErrorCode'],
  [pageMeta, 'PageMeta'],
  [messageResponse, 'Message'],
  // accounts and communities
  [guestSessionBody, 'GuestSessionRequest'],
  [guestSessionResponse, 'GuestSession'],
  [appSignUpBody, 'SignUpRequest'],
  [appSignInBody, 'SignInRequest'],
  [appRefreshBody, 'RefreshRequest'],
  [appSignOutBody, 'SignOutRequest'],
  [appTokenResponse, 'Tokens'],
  [appCookieSessionResponse, 'CookieSession'],
  [appCookieSignUpBody, 'CookieSignUpRequest'],
  [appCookieSignInBody, 'CookieSignInRequest'],
  [appCookieSignOutBody, 'CookieSignOutRequest'],
  [appPasswordBody, 'PasswordRequest'],
  [communityBranding, 'CommunityBranding'],
  [appSwitchCommunityBody, 'SwitchCommunityRequest'],
  [profileBody, 'ProfileRequest'],
  [appMeResponse, 'Me'],
  [memberRole, 'MemberRole'],
  [appCommunity, 'Community'],
  [appCommunitiesResponse, 'Communities'],
  [appGroupsResponse, 'Groups'],
  [memberLanguagesBody, 'LanguagesRequest'],
  [memberLanguagesResponse, 'Languages'],
  // the feed
  [appFeedItem, 'FeedItem'],
  [appFeedList, 'FeedPage'],
  [feedItemType, 'FeedItemType'],
  [contentStatus, 'ContentStatus'],
  [contentAccess, 'ContentAccess'],
  [attachmentRecord, 'Attachment'],
  [eventDateTime, 'EventDateTime'],
  [formNode, 'FormNode'],
  [formInput, 'FormField'],
  [likeResponse, 'LikeResult'],
  [formSubmissionBody, 'FormSubmissionRequest'],
  [rsvpBody, 'RsvpRequest'],
  [conversionResponse, 'Conversion'],
  [jobLinkResponse, 'JobLink'],
  // devices and notifications
  [deviceBody, 'DeviceRequest'],
  [deviceResponse, 'Device'],
  [devicePlatform, 'DevicePlatform'],
  [webPushKeys, 'WebPushKeys'],
  [appNotificationEntry, 'Notification'],
  [appNotificationsPage, 'NotificationPage'],
  [notificationOpenBody, 'NotificationOpenRequest'],
  [notificationOpenResponse, 'NotificationOpen'],
  [notificationAcknowledgeBody, 'AcknowledgeRequest'],
  [notificationAcknowledgeResponse, 'Acknowledgement'],
  // support
  [appSupportTicketCreateBody, 'SupportTicketRequest'],
  [appSupportCommentBody, 'SupportCommentRequest'],
  [appSupportTicketRow, 'SupportTicketSummary'],
  [appSupportTicketsPage, 'SupportTicketPage'],
  [appSupportTicket, 'SupportTicket'],
  [supportAttachment, 'SupportAttachment'],
  [supportTicketType, 'SupportTicketType'],
  [supportTicketStatus, 'SupportTicketStatus'],
  [deviceDetails, 'DeviceDetails'],
];

/**
 * Gives the shapes their names in zod's global registry, where the OpenAPI generation finds them (the server's
 * plugins/swagger.ts calls it once). On the schemas themselves, keeping what `.describe()` already said of them.
 */
export function nameOpenApiShapes() {
  for (const [schema, id] of OPENAPI_NAMES)
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}
