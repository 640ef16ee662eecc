/**
 * The support inbox serves both consoles from one feature: `community` is a community administrator's own
 * tickets (/v2/support/community/*, /v2/support/ticket/*), `platform` is the platform support team's view of every
 * community (/v2/support/admin/*).
 */
export type SupportScope = 'community' | 'platform';

export const ticketPath = (id: string) => encodeURIComponent(id);
