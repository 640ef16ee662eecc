import { z } from 'zod';

export const closingMessages = {
  nameMismatch: 'Type the name of the community exactly as shown to confirm.',
  alreadyClosing: 'This community is already closing.',
  notClosing: 'This community is not closing.',
  deletionStarted: 'The grace period is over: the community is being deleted and can no longer be restored.',
  closed: 'The community is closing. It can be restored until its deletion.',
  restored: 'The community is restored.',
  appClosing: 'This community is closing: its app is no longer available.',
  certificateNotFound: 'There is no such deletion certificate.',
  retentionSaved: 'The retention settings are saved.',
  daysInvalid: 'Enter a whole number of days between 1 and 3650, or leave it empty to turn the rule off.',
} as const;

/** POST /v1/community/:id/close: the platform administrator types the community's name to confirm. */
export const closeCommunityBody = z.object({
  confirmName: z.string().trim().min(1, closingMessages.nameMismatch),
});
export type CloseCommunityBody = z.infer<typeof closeCommunityBody>;

/** A community in its grace period. */
export const communityClosing = z.object({
  closedAt: z.string(),
  /** When it is deleted for good, unless restored before. */
  deletionDueAt: z.string(),
  /** The platform administrator who closed it (their e-mail), when they still exist. */
  closedBy: z.string().nullable(),
});
export type CommunityClosing = z.infer<typeof communityClosing>;
/** null: the community is not closing. */
export const communityClosingResponse = z.object({ data: communityClosing.nullable() });
export type CommunityClosingResponse = z.infer<typeof communityClosingResponse>;

/** One deletion certificate as listed on the platform. */
export const deletionCertificateRow = z.object({
  id: z.uuid(),
  communityId: z.uuid(),
  communityName: z.string(),
  deletedAt: z.string(),
});
export type DeletionCertificateRow = z.infer<typeof deletionCertificateRow>;
export const deletionCertificateListResponse = z.object({ data: z.array(deletionCertificateRow) });
export type DeletionCertificateListResponse = z.infer<typeof deletionCertificateListResponse>;

/**
 * The signed certificate: `certificate` is the document, `signature` an Ed25519 signature (base64) over its
 * canonical JSON (keys sorted at every level, no spaces), checkable with the key at /v1/public/certificate-key.
 */
export const signedCertificate = z.object({
  certificate: z.record(z.string(), z.unknown()),
  signature: z.object({ algorithm: z.literal('Ed25519'), value: z.string(), keyFingerprint: z.string() }),
});
export type SignedCertificate = z.infer<typeof signedCertificate>;

/** GET /v1/public/certificate-key: the public half of the certificates' signing key. */
export const certificateKeyResponse = z.object({
  algorithm: z.literal('Ed25519'),
  /** SPKI PEM. */
  publicKey: z.string(),
  /** SHA-256 of the SPKI DER, hex. */
  fingerprint: z.string(),
});
export type CertificateKeyResponse = z.infer<typeof certificateKeyResponse>;

// ——— Retention and "Your data" ———

const days = z
  .number({ error: closingMessages.daysInvalid })
  .int(closingMessages.daysInvalid)
  .min(1, closingMessages.daysInvalid)
  .max(3650, closingMessages.daysInvalid)
  .nullable();

/** PUT /v1/community/retention. null turns a rule off. */
export const retentionSettings = z.object({
  /** Past events and closed jobs are archived this many days after their end or closing date. */
  archiveAfterDays: days,
  /** Members deleted more than this many days ago are purged for good. */
  purgeDeletedMembersAfterDays: days,
});
export type RetentionSettings = z.infer<typeof retentionSettings>;

/** Who processes a community's personal data besides Gathering's operator. */
export const dataProcessor = z.object({
  kind: z.enum(['smtp', 'apple', 'google', 's3']),
  /** A host name (SMTP, S3 endpoint) or the provider's service name. */
  name: z.string(),
});

/** GET /v1/community/your-data: facts read from the configuration and the community's data. */
export const yourDataResponse = z.object({
  data: z.object({
    community: z.string(),
    database: z.object({ engine: z.enum(['postgresql', 'pglite']), region: z.string().nullable() }),
    files: z.object({
      store: z.enum(['disk', 's3']),
      region: z.string().nullable(),
      bucket: z.string().nullable(),
    }),
    /** Counts of what is kept, so the page names real categories of this community. */
    kept: z.object({
      members: z.number().int(),
      guests: z.number().int(),
      devices: z.number().int(),
      supportTickets: z.number().int(),
      files: z.number().int(),
    }),
    processors: z.array(dataProcessor),
    retention: retentionSettings,
    /** How long a closed community stays restorable. */
    graceDays: z.number().int(),
  }),
});
export type YourDataResponse = z.infer<typeof yourDataResponse>;
export type YourData = YourDataResponse['data'];
export const retentionResponse = z.object({ data: retentionSettings });
export type RetentionResponse = z.infer<typeof retentionResponse>;
