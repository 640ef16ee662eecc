// What the fuzz test's plausible request of an operation needs beyond the sample it draws from the document's schema:
// the record it acts on, the caller who may, a body with the rules no schema shows. Keyed by operationId. Each
// operation's plausible request must be answered 2xx (the test fails otherwise, naming the operation): a new
// operation the sample does not reach gets its entry here.
import { randomUUID } from 'node:crypto';
import { apnKeyPem, serviceAccountJson } from './platform-fixtures';
import { cascadePlausible } from './fuzz-cascade';
import { csvUpload, pngUpload, type World } from './fuzz-world';
import { PASSWORD } from './helpers/factories';
import { squareAround } from './helpers/cap';

export type Role = 'platform' | 'communityAdmin' | 'member' | 'guest' | 'anonymous';
export interface Plausible {
  /** Who sends it (default: the first role that is not refused 401/403). */
  as?: Role;
  /** Another caller's headers (a session of its own, that this operation may end). */
  auth?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  /** A body that is not JSON (multipart), with its headers. */
  upload?: { payload: Buffer; headers: Record<string, string> };
}

const fresh = () => randomUUID().slice(0, 8);
const person = () => {
  const password = 'a long fuzz password';
  return {
    email: `fuzz-${fresh()}@example.org`,
    username: `fuzz-${fresh()}`,
    firstName: 'Fuzz',
    lastName: 'Person',
    password,
    password_confirmation: password,
  };
};
const range = '2026-05-01,2026-05-15';

export const PLAUSIBLE: Record<string, (w: World) => Plausible> = {
  ...cascadePlausible(),
  // Sign-in and sessions.
  'auth.login': (w) => ({
    as: 'anonymous',
    json: { credential: w.platformUser.username, password: PASSWORD },
  }),
  'auth.refresh': (w) => ({ as: 'anonymous', auth: { cookie: w.refreshCookie } }),
  'auth.changePassword': (w) => ({
    auth: w.ownPasswordAuth,
    json: {
      currentPassword: PASSWORD,
      password: 'another long password',
      confirm_password: 'another long password',
    },
  }),
  'app.signUp': (w) => ({ as: 'anonymous', json: { ...person(), communitySlug: w.community.slug } }),
  'app.signIn': (w) => ({
    as: 'anonymous',
    json: { credential: w.spareMembers[3].username, password: PASSWORD, communitySlug: w.community.slug },
  }),
  'auth.logout': (w) => ({ auth: w.logoutAuth }),
  'app.signOut': (w) => ({
    auth: { authorization: `Bearer ${String(w.appSignOut.accessToken)}` },
    json: { refreshToken: String(w.appSignOut.refreshToken) },
  }),
  'app.refresh': (w) => ({ as: 'anonymous', json: { refreshToken: w.appRefreshToken } }),
  'app.changePassword': (w) => ({
    auth: w.web.password.auth,
    json: { currentPassword: PASSWORD, password: 'another long password' },
  }),

  // The member web app: a community's public face and its browser sessions (the refresh token in a cookie).
  'app.getCommunityBranding': (w) => ({ as: 'anonymous', params: { slug: w.community.slug } }),
  'app.getWebAppManifest': (w) => ({ as: 'anonymous', params: { slug: w.community.slug } }),
  'app.getWebAppIcon': (w) => ({ as: 'anonymous', params: { slug: w.community.slug, file: '192.png' } }),
  'app.cookieSignUp': (w) => {
    const { password_confirmation: _, ...body } = person();
    return { as: 'anonymous', params: { slug: w.community.slug }, json: body };
  },
  'app.cookieSignIn': (w) => ({
    as: 'anonymous',
    params: { slug: w.community.slug },
    json: { credential: w.spareMembers[3].username, password: PASSWORD },
  }),
  'app.cookieRefresh': (w) => ({
    as: 'anonymous',
    auth: { cookie: w.web.refresh.cookie },
    params: { slug: w.community.slug },
  }),
  'app.cookieSignOut': (w) => ({
    as: 'anonymous',
    auth: { cookie: w.web.signOut.cookie },
    params: { slug: w.community.slug },
    json: {},
  }),
  'app.cookieSwitchCommunity': (w) => ({ as: 'member', params: { slug: w.community.slug } }),

  // Links from e-mails.
  'public.verifyResetToken': (w) => ({ as: 'anonymous', params: { token: w.resetToken } }),
  'public.resetPassword': (w) => ({
    as: 'anonymous',
    json: {
      email: w.resetUser.email,
      token: w.resetToken,
      password: 'a new password!',
      confirm_password: 'a new password!',
    },
  }),
  'public.verifyEmail': (w) => ({ as: 'anonymous', params: { token: w.verifyToken } }),
  'public.previewDeletion': (w) => ({ as: 'anonymous', params: { token: w.deletionToken } }),
  'public.confirmDeletion': (w) => ({ as: 'anonymous', params: { token: w.deletionToken } }),
  'public.getInvitation': (w) => ({ as: 'anonymous', params: { token: w.invitations[0] } }),
  'public.acceptInvitation': (w) => ({ as: 'anonymous', params: { token: w.invitations[0] } }),
  'public.declineInvitation': (w) => ({ as: 'anonymous', params: { token: w.invitations[1] } }),
  'approvals.get': (w) => ({ as: 'anonymous', params: { token: w.approvalToken } }),
  'approvals.decide': (w) => ({
    as: 'anonymous',
    params: { token: w.approvalToken },
    json: { status: 'APPROVED' },
  }),

  // Communities and their administrators.
  'communities.getOwn': () => ({ as: 'communityAdmin' }),
  'communities.setBrandColor': () => ({ as: 'communityAdmin', json: { brandColor: '#1864ab' } }),
  'communities.create': () => ({
    as: 'platform',
    json: { name: `Fuzz Nation ${fresh()}`, slug: `fuzz-nation-${fresh()}` },
  }),
  'communities.setApnCredentials': (w) => ({
    as: 'platform',
    params: { id: w.community.id },
    json: { apn: apnKeyPem(), apn_key_id: 'ABCDE12345', apn_team_id: 'TEAM123456' },
  }),
  'communities.setGcmCredentials': (w) => ({
    as: 'platform',
    params: { id: w.community.id },
    json: { gcm: serviceAccountJson() },
  }),
  'communities.saveLanguages': () => ({
    as: 'communityAdmin',
    json: { languages: [{ tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true }] },
  }),
  'communities.close': (w) => ({
    as: 'platform',
    params: { id: w.toClose.id },
    json: { confirmName: w.toClose.name },
  }),
  'communities.restore': (w) => ({ as: 'platform', params: { id: w.closed.id } }),
  'deletion.getCertificate': (w) => ({ as: 'platform', params: { id: w.certificateId } }),
  'deletion.getCertificatePdf': (w) => ({ as: 'platform', params: { id: w.certificateId } }),
  'administrators.createPlatform': () => ({ as: 'platform', json: person() }),
  'administrators.createCommunity': (w) => ({
    as: 'platform',
    json: { ...person(), communityId: w.community.id },
  }),
  'administrators.addColleague': () => ({ as: 'communityAdmin', json: person() }),
  'administrators.activatePlatform': (w) => ({ as: 'platform', params: { id: w.sparePlatform.id } }),
  'administrators.deactivatePlatform': (w) => ({ as: 'platform', params: { id: w.sparePlatform.id } }),
  'administrators.activateCommunity': (w) => ({ as: 'platform', params: { id: w.spareAdmin.id } }),
  'administrators.deactivateCommunity': (w) => ({ as: 'platform', params: { id: w.spareAdmin.id } }),
  'uploads.uploadCommunityLogo': (w) => ({
    as: 'platform',
    query: { communityId: w.community.id },
    upload: pngUpload('logo'),
  }),

  // Members and groups.
  'members.update': (w) => ({
    as: 'communityAdmin',
    params: { id: w.spareMembers[0].membershipId },
    json: { firstName: 'Renamed' },
  }),
  'members.batchActivate': (w) => ({ as: 'communityAdmin', json: { ids: [w.spareMembers[0].membershipId] } }),
  'members.batchSendVerification': (w) => ({
    as: 'communityAdmin',
    json: { ids: [w.spareMembers[0].membershipId] },
  }),
  'members.batchDeactivate': (w) => ({
    as: 'communityAdmin',
    json: { ids: [w.spareMembers[4].membershipId] },
  }),
  'members.batchDestroy': (w) => ({ as: 'communityAdmin', json: { ids: [w.spareMembers[4].membershipId] } }),
  'members.previewImport': (w) => ({ as: 'communityAdmin', upload: csvUpload(w.csv) }),
  'members.startImport': () => ({
    as: 'communityAdmin',
    query: { invite: '0' },
    upload: csvUpload(`email,first_name,last_name\nfuzz-${fresh()}@example.org,Im,Ported\n`),
  }),
  'members.getImport': (w) => ({ as: 'communityAdmin', params: { jobId: w.importJobId } }),
  'groups.create': () => ({ as: 'communityAdmin', json: { group: `Fuzz group ${fresh()}` } }),
  'groups.getByName': (w) => ({
    as: 'communityAdmin',
    params: { groupName: String(w.namedGroup.group) },
  }),
  'groups.removeMembers': (w) => ({
    as: 'communityAdmin',
    params: { id: w.group.id },
    json: { members: [w.spareMembers[0].membershipId] },
  }),
  'groups.delete': (w) => ({ as: 'communityAdmin', params: { id: w.doomedGroup.id } }),

  // Content and its publishing.
  'content.updateEvent': (w) => ({
    as: 'communityAdmin',
    params: { id: w.items.event },
    json: { headline: 'Fuzz event' },
  }),
  'content.updateJob': (w) => ({
    as: 'communityAdmin',
    params: { id: w.items.job },
    json: { headline: 'Fuzz job' },
  }),
  'content.updateForm': (w) => ({
    as: 'communityAdmin',
    params: { id: w.items.form },
    json: { headline: 'Fuzz form' },
  }),
  'content.updateDocument': (w) => ({
    as: 'communityAdmin',
    params: { id: w.items.document },
    json: { headline: 'Fuzz document' },
  }),
  // Every item made through the API has its first saved version.
  'content.getRevision': (w) => ({ as: 'communityAdmin', params: { id: w.items.event, number: '1' } }),
  'content.restoreRevision': (w) => ({ as: 'communityAdmin', params: { id: w.items.job, number: '1' } }),
  'uploads.uploadFeedItemCover': () => ({ as: 'communityAdmin', upload: pngUpload('cover') }),
  'uploads.uploadFeedItemDocument': () => ({ as: 'communityAdmin', upload: pngUpload('document') }),
  'uploads.uploadFeedItemImage': () => ({ as: 'communityAdmin', upload: pngUpload('image') }),
  'publishing.publish': (w) => ({ as: 'communityAdmin', params: { id: w.items.draft }, json: {} }),
  'publishing.retract': (w) => ({ as: 'communityAdmin', params: { id: w.items.published } }),
  'publishing.restore': (w) => ({ as: 'communityAdmin', params: { id: w.items.archived } }),
  'publishing.destroy': (w) => ({ as: 'communityAdmin', params: { id: w.items.destroy } }),
  'publishing.batchRetract': (w) => ({ as: 'communityAdmin', json: { ids: [w.items.batch] } }),
  'publishing.batchArchive': (w) => ({ as: 'communityAdmin', json: { ids: [w.items.batch] } }),
  'publishing.batchDelete': (w) => ({ as: 'communityAdmin', json: { ids: [w.items.batch] } }),

  // The member app's feed.
  'feed.appGetItem': (w) => ({ as: 'member', params: { id: w.items.appNews } }),
  'feed.appLike': (w) => ({ as: 'member', params: { id: w.items.appNews } }),
  'feed.appUnlike': (w) => ({ as: 'member', params: { id: w.items.appNews } }),
  'feed.appSubmitForm': (w) => ({ as: 'member', params: { id: w.items.appForm }, json: { answers: {} } }),
  'feed.appRsvp': (w) => ({ as: 'member', params: { id: w.items.appEvent }, json: {} }),
  'feed.appOpenJobLink': (w) => ({ as: 'member', params: { id: w.items.appJob } }),

  // Notifications and devices.
  'notifications.registerDevice': () => ({
    as: 'member',
    json: { platform: 'android', token: `fuzz-${fresh()}` },
  }),
  'notifications.removeDevice': (w) => ({ as: 'member', params: { token: w.removableToken } }),
  'notifications.appOpen': (w) => ({
    as: 'member',
    params: { id: w.notifications.sent },
    json: { token: w.deviceToken },
  }),
  'notifications.appAcknowledge': (w) => ({
    as: 'member',
    params: { id: w.notifications.alert },
    json: { token: w.deviceToken },
  }),
  'notifications.create': () => ({
    as: 'communityAdmin',
    json: { title: 'Fuzz', body: 'A push', open: true, draft: true },
  }),
  'notifications.update': (w) => ({
    as: 'communityAdmin',
    json: { id: w.notifications.draft, title: 'Fuzz edited', body: 'A push', open: true, draft: true },
  }),
  'notifications.reach': () => ({ as: 'communityAdmin', json: { open: true } }),
  'notifications.deliver': (w) => ({ as: 'communityAdmin', params: { id: w.notifications.deliverable } }),
  'notifications.get': (w) => ({ as: 'communityAdmin', params: { id: w.notifications.sent } }),
  'notifications.exportUnreached': (w) => ({ as: 'communityAdmin', params: { id: w.notifications.sent } }),
  'notifications.updateSettings': () => ({
    as: 'communityAdmin',
    json: { quietHoursStart: '22:00', quietHoursEnd: '07:00', timeZone: 'America/Toronto' },
  }),

  // Support.
  'support.appGetTicket': (w) => ({ as: 'member', params: { ticketId: w.ticket } }),
  'support.appComment': (w) => ({
    as: 'member',
    params: { ticketId: w.ticket },
    json: { message: 'Still broken.' },
  }),
  'support.appAddScreenshot': (w) => ({
    as: 'member',
    params: { ticketId: w.ticket },
    upload: pngUpload('screenshot'),
  }),
  'support.getCommunityTicket': (w) => ({ as: 'communityAdmin', params: { ticketId: w.ticket } }),
  'support.comment': (w) => ({
    as: 'communityAdmin',
    params: { ticketId: w.ticket },
    json: { message: 'Looking.' },
  }),
  'support.reply': (w) => ({
    as: 'communityAdmin',
    params: { ticketId: w.ticket },
    json: { message: 'Try again.', parents: [w.commentId] },
  }),
  'support.updateCommunityTicket': (w) => ({
    as: 'communityAdmin',
    params: { ticketId: w.ticket },
    json: { status: 'PENDING_MEMBER' },
  }),
  'support.getAdminTicket': (w) => ({ as: 'platform', params: { ticketId: w.ticket } }),
  'support.updateAdminTicket': (w) => ({
    as: 'platform',
    params: { ticketId: w.ticket },
    json: { status: 'OPEN' },
  }),
  'support.adminComment': (w) => ({
    as: 'platform',
    params: { ticketId: w.ticket },
    json: { message: 'On it.' },
  }),
  'support.adminReply': (w) => ({
    as: 'platform',
    params: { ticketId: w.ticket },
    json: { message: 'Fixed.', parents: [w.commentId] },
  }),

  // The alerting protocol (CAP): an area the community draws, the simulator's feeds, their proposals, an alert published.
  'cap.saveSettings': () => ({
    as: 'communityAdmin',
    json: { area: squareAround(53.8, -114.5), sgcCodes: [], relayNow: ['tornado'], sign: true },
  }),
  'cap.addSource': (w) => ({
    as: 'communityAdmin',
    json: { name: 'Another feed', url: `${w.cap.origin}/feed.atom?fuzz=${fresh()}` },
  }),
  'cap.pollSource': (w) => ({ as: 'communityAdmin', params: { id: w.cap.source } }),
  'cap.removeSource': (w) => ({ as: 'communityAdmin', params: { id: w.cap.doomedSource } }),
  'cap.reviewProposal': (w) => ({ as: 'communityAdmin', params: { id: w.cap.review } }),
  'cap.dismissProposal': (w) => ({ as: 'communityAdmin', params: { id: w.cap.dismiss } }),
  'cap.followUp': (w) => ({ as: 'communityAdmin', params: { id: w.cap.alert }, json: { msgType: 'Update' } }),
  'cap.document': (w) => ({ as: 'communityAdmin', params: { id: w.cap.document } }),
  'cap.publicDocument': (w) => ({
    as: 'anonymous',
    params: { slug: w.community.slug, file: `${w.cap.document}.xml` },
  }),

  // Reports and exports.
  'reports.createPlatform': () => ({ as: 'platform', json: { range, email: 'board@example.org' } }),
  'reports.createCommunity': () => ({ as: 'communityAdmin', json: { range, email: 'board@example.org' } }),
  'reports.saveSubscription': () => ({
    as: 'communityAdmin',
    json: { frequency: 'WEEKLY', email: 'board@example.org' },
  }),
  'exports.link': (w) => ({ as: 'communityAdmin', params: { exportId: w.exportId } }),
  'exports.download': (w) => ({
    as: 'communityAdmin',
    params: { exportId: w.exportId },
    query: { token: w.exportToken },
  }),
  'exports.linkFor': (w) => ({ as: 'platform', params: { id: w.community.id, exportId: w.exportId } }),
  'exports.downloadFor': (w) => ({
    as: 'platform',
    params: { id: w.community.id, exportId: w.exportId },
    query: { token: w.exportTokenFor },
  }),
};
