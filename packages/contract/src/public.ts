import { z } from 'zod';
import { email, newPassword } from './common';
import { messages } from './messages';

export const communityProfile = z.object({
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type CommunityProfile = z.infer<typeof communityProfile>;

export const slugParams = z.object({ slug: z.string().min(1).max(120) });
export const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const resetRequestBody = z.object({ email });
export type ResetRequestBody = z.infer<typeof resetRequestBody>;

/** `alreadyVerified`: the link was used before and the address is verified, so there is nothing left to do. */
export const verifyEmailResponse = z.object({ message: z.string(), alreadyVerified: z.boolean().optional() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

export const resetVerifyResponse = z.object({ valid: z.literal(true) });

export const resetPasswordBody = z
  .object({
    email,
    token: z.string().min(1).max(200),
    password: newPassword,
    confirm_password: z.string(),
  })
  .refine((b) => b.password === b.confirm_password, {
    message: messages.passwordsDiffer,
    path: ['confirm_password'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const deletionRequestParams = z.object({ community_slug: z.string().min(1).max(120) });
export const deletionRequestBody = z.object({ email, community_slug: z.string().min(1).max(120).optional() });
export type DeletionRequestBody = z.infer<typeof deletionRequestBody>;

/**
 * What a deletion link will delete, shown before anything happens: mail scanners open links before people do, so
 * opening the page only reads this, and the deletion waits for the person's confirmation (a POST). The e-mail is
 * masked and the name is the first name only: the link is the only proof of who is looking.
 */
export const deletionPreviewResponse = z.object({
  firstName: z.string().describe('The first name of the app user, or "" when none was given'),
  maskedEmail: z.string().describe('The e-mail address of the app user with most of its name hidden'),
  community: communityProfile,
});
export type DeletionPreviewResponse = z.infer<typeof deletionPreviewResponse>;
