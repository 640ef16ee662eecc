/**
 * Query keys several features share. A feature's own keys live in its `api/keys.ts`; these are the few caches
 * that more than one feature reads (each keeps its own small query function) or invalidates.
 */
export const sharedKeys = {
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
  /** The publishing calendar: content changes (publish, retract, archive, delete, restore) move its entries. */
  publishingCalendar: ['publishing', 'calendar'] as const,
};
