import { z } from 'zod';

// Dashboards answer named counts inside `counts`, so a later domain (published content, analytics)
// adds one key here and one label in the web app without changing the response's shape.
const count = z.number().int().min(0);

export const platformDashboardResponse = z.object({
  counts: z.object({
    communities: count,
    /** "Active members": ACTIVE memberships whose role is MEMBER or ADMIN, across every community. */
    members: count,
    /** Active memberships with the ADMIN role. */
    administrators: count,
    /** Guests (unregistered app users) not deleted. */
    guests: count,
  }),
});
export type PlatformDashboardResponse = z.infer<typeof platformDashboardResponse>;

export const communityDashboardResponse = z.object({
  counts: z.object({
    /** "Active members": ACTIVE memberships whose role is MEMBER or ADMIN (the same figure as the communities list). */
    members: count,
    administrators: count,
    groups: count,
    guests: count,
    /** Feed items of the community that are PUBLISHED and not deleted. */
    publishedContent: count,
  }),
});
export type CommunityDashboardResponse = z.infer<typeof communityDashboardResponse>;
