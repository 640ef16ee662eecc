import { z } from 'zod';

/** Invitations of an existing account to join a community: the person's consent (accept or decline by link). */
export const invitationMessages = {
  invalidInvitation: 'This invitation is invalid or has expired.',
  invitationAccepted: 'Welcome! You are now a member of the community.',
  invitationDeclined: 'The invitation was declined. Nothing has changed.',
} as const;

export const invitationTokenParams = z.object({ token: z.string().min(1).max(200) });

/** What the invitation page shows before the person chooses. */
export const invitationResponse = z.object({ community: z.object({ name: z.string(), slug: z.string() }) });
export type InvitationResponse = z.infer<typeof invitationResponse>;

export const invitationOutcomeResponse = z.object({
  message: z.string(),
  community: z.object({ name: z.string(), slug: z.string() }),
});
export type InvitationOutcomeResponse = z.infer<typeof invitationOutcomeResponse>;
