/**
 * The deletion certificate's document: what is signed (lib/signing.ts: Ed25519 over its canonical JSON) and
 * stored (deletion_certificates), sent as JSON and PDF. A field added later is a new `format` version.
 */
export interface CertificateDocument {
  format: 'gathering.deletion-certificate/1';
  /** The server that deleted the community (its PUBLIC_URL); its key is at issuer + /v1/public/certificate-key. */
  issuer: string;
  community: { id: string; name: string; slug: string };
  closedAt: string;
  deletedAt: string;
  /** The platform administrator who closed it. */
  closedBy: string | null;
  /** Rows deleted, per table (tables with none are left out). */
  rows: Record<string, number>;
  people: { erased: number };
  files: { store: 'disk' | 's3'; removed: number };
  /** The community's final export before deletion: its archive's and each file's SHA-256. */
  finalExport: { archiveSha256: string; manifest: Record<string, string> } | null;
  auditTrail: {
    /** The last hash of the community's audit chain at deletion (null: no audit row). */
    chainHead: string | null;
    /**
     * The audit rows are not deleted with the community: they are kept for their retention period (the audit
     * module's, at least 24 months, PIPEDA), then removed by it. The chain head lets anyone holding them check them.
     */
    keptMonths: number;
    note: string;
  };
}

/** The audit trail's minimum retention (issue 24: at least 24 months); the audit module may keep longer. */
export const AUDIT_RETENTION_MONTHS = 24;
