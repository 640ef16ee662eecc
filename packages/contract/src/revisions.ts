import { z } from 'zod';
import { isoDate } from './common';
import { CONTENT_KINDS } from './constants';
import { contentStatus, contentTranslationRecord } from './content';
import { logAction } from './publishing';

// Revision history (issue 40 #3): every saved version of an item, who saved it and when, compared side by side per
// language, and restored as a new version.

export const revisionMessages = {
  notFound: 'This version of the item could not be found.',
  fileGone:
    'This version’s file is no longer stored, so it cannot be restored. Upload the file again instead.',
  invalid: 'This version can no longer be saved as it was: {{reason}}',
} as const;

/** An item keeps its newest versions, this many: older ones are removed by the save that passes the count. */
export const REVISIONS_KEPT = 50;

export const revisionParams = z.object({
  id: z.string().min(1).max(100),
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A publishing move made while a version was the item's current one (what members were shown follows it). */
export const revisionMove = z.object({
  action: logAction,
  at: isoDate,
  by: z.string().nullable().describe('Who made it; null: the scheduler'),
});

export const revisionEntry = z.object({
  number: z.number().int(),
  savedAt: isoDate,
  savedBy: z
    .object({ id: z.uuid().nullable(), name: z.string() })
    .nullable()
    .describe(
      'Who saved it (id null: an account removed since, named as it was then); null: no person on record (written by an import, or before the item recorded who saved it)',
    ),
  restoredFrom: z.number().int().nullable().describe('The version this save restored'),
  current: z.boolean().describe('The item is this version now'),
  moves: z.array(revisionMove),
});
export type RevisionEntry = z.infer<typeof revisionEntry>;

export const revisionList = z.object({
  data: z.array(revisionEntry).describe('Newest first'),
  status: contentStatus.describe("The item's publishing state now"),
  isDeleted: z.boolean(),
  kept: z.number().int().describe('How many versions an item keeps'),
});
export type RevisionList = z.infer<typeof revisionList>;

/** A version's whole content: its own language's fields and its other languages' versions. */
export const revisionContent = z.object({
  kind: z.enum(CONTENT_KINDS),
  language: z.string(),
  headline: z.string(),
  tagline: z.string(),
  tags: z.array(z.string()),
  citationRequired: z.boolean(),
  coverImage: z
    .object({ id: z.uuid(), name: z.string().nullable() })
    .nullable()
    .describe('name null: the file is no longer stored'),
  attachment: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  data: z.record(z.string(), z.unknown()).describe("The kind's own fields, as saved"),
  translations: z.array(contentTranslationRecord),
});
export type RevisionContent = z.infer<typeof revisionContent>;

export const revisionDetail = revisionEntry.extend({ content: revisionContent });
export type RevisionDetail = z.infer<typeof revisionDetail>;
