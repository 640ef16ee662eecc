/**
 * Query keys of the server state several features share (one cache key per resource). A feature's own keys live in
 * its `api/keys.ts`; these are the caches that more than one feature reads or invalidates. Each key sits under the
 * root its owners' mutations already invalidate, so a change made on one screen refreshes every screen showing it.
 */
export const sharedKeys = {
  /** GET /v1/community/languages: what the community publishes in (settings, the content editor, publishing). */
  communityLanguages: ['community-languages'] as const,
  /** GET /v1/administrator/communities/basic: every community by name, for pickers and filters. */
  basicCommunities: ['communities', 'basic'] as const,
  /**
   * GET /v1/groups/basic and the community's members by name, for the publish dialog's audience pickers. Under the
   * groups' and members' roots, so any change those features invalidate refreshes the pickers too.
   */
  basicGroups: ['groups', 'basic'] as const,
  basicMembers: ['members', 'basic'] as const,
  /**
   * Every cache of the members and groups features. Membership changes move groups' member counts and group
   * changes move members' group lists, so each of the two features refreshes the other's root through these.
   */
  members: ['members'] as const,
  groups: ['groups'] as const,
  /** The platform's member lists (every community): an e-mail verification changes them as it does the community's. */
  platformMembers: ['platform-users', 'members'] as const,
  /**
   * Every cache of the content feature, and Notifications › Scheduled: a scheduled item's push is listed there
   * (issue 22), so publishing, rescheduling or retracting an item changes that list, and cancelling the push there
   * changes the item.
   */
  content: ['content'] as const,
  scheduledPushes: ['notifications', 'list', 'scheduled'] as const,
  /** The publishing calendar: content changes (publish, retract, archive, delete, restore) move its entries. */
  publishingCalendar: ['publishing', 'calendar'] as const,
  /**
   * GET /v2/publishingActivity/{id}/log, one page: under the content root, so every change to an item (publish,
   * retract, archive...) refreshes its log, and a deleted item's queries (those naming its id) are dropped.
   */
  publishingLogs: (id: string) => ['content', 'log', id] as const,
  publishingLog: (id: string, offset: number, limit: number) =>
    [...sharedKeys.publishingLogs(id), offset, limit] as const,
};
