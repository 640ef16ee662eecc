/**
 * Query keys several features share. A feature's own keys live in its `api/keys.ts`; these are the few caches
 * that more than one feature reads (each keeps its own small query function) or invalidates.
 */
export const sharedKeys = {
  /** GET /v1/administrator/communities/basic: every community by name, for pickers and filters. */
  basicCommunities: ['communities', 'basic'] as const,
};
