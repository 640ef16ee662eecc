import {
  closingMessages,
  type CertificateKeyResponse,
  type DeletionCertificateRow,
  type SignedCertificate,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import { mailLanguage, translator, type ServerLanguage } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/files/storage';
import type { DocumentSigner } from '../../lib/signing';
import { isUuid } from '../../lib/uuid';
import type { ErasureRepository } from '../auth';
import type { ClosingsRepository, CommunitiesRepository } from '../communities';
import { renderActionMail, type MailService } from '../mail';
import { AUDIT_RETENTION_MONTHS, type CertificateDocument } from './certificate';
import { renderCertificatePdf } from './certificate-pdf';
import { deletionRepository as repo } from './deletion.repository';

/** The final export of a community (the export module's), taken just before its deletion. */
export interface FinalExportResult {
  archiveSha256: string;
  manifest: Record<string, string>;
}
/** The last hash of a community's audit chain (the audit module's), or null when it has no audit row. */
export type AuditChainHead = (communityId: string) => Promise<string | null>;

/** Where a community's files live in storage: every key the server writes for it starts with one of these. */
export const communityFilePrefixes = (communityId: string) => [
  `communities/${communityId}`,
  `support/${communityId}`,
];

/**
 * The certified deletion of a closed community at the end of its grace period. In order:
 * 1. the final export (its checksums go into the certificate) and the audit chain's head;
 * 2. every file under the community's prefixes, on disk or in S3 (run again, it finds none left);
 * 3. one transaction: lock the closing (a second server waits, then finds it gone), count the rows the deletion
 *    removes, erase the people left with no community, delete the community (every owned table cascades), sign and
 *    keep the certificate, and store its e-mails with the PDF and JSON attached.
 * Steps 1–2 may run twice (a crash before the commit): both are repeatable; the effects people see, the e-mails and
 * the certificate, commit once with the deletion.
 */
export function createDeletionService(deps: {
  database: Database;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
  signer: DocumentSigner;
  storage: Pick<Storage, 'removeAll'>;
  fileStore: 'disk' | 's3';
  closings: Pick<ClosingsRepository, 'lockDue' | 'find' | 'deleteCommunity'>;
  communities: Pick<CommunitiesRepository, 'findById' | 'activeAdministrators'>;
  erasure: Pick<ErasureRepository, 'onlyIn' | 'deleteUsers' | 'deleteMemberCounts'>;
  /** null: no export module wired (the certificate then says `finalExport: null`). */
  finalExport: (communityId: string) => Promise<FinalExportResult | null>;
  auditChainHead: AuditChainHead;
  /** Called after a deletion commits (the member app's cache of closing communities). */
  onDeleted?: (communityId: string) => void;
}) {
  const db = deps.database.db;
  const keyUrl = `${deps.publicUrl}/v1/public/certificate-key`;

  function signed(document: CertificateDocument, signature: string): SignedCertificate {
    return {
      certificate: document as unknown as Record<string, unknown>,
      signature: { algorithm: 'Ed25519', value: signature, keyFingerprint: deps.signer.fingerprint },
    };
  }

  return {
    /** Deletes the community when its closing is due; answers the certificate's id, or null when nothing was due. */
    async deleteIfDue(communityId: string): Promise<string | null> {
      const now = deps.clock.now();
      const closing = await deps.closings.find(db, communityId);
      if (!closing || closing.deletionDueAt > now) return null;
      const finalExport = await deps.finalExport(communityId);
      const chainHead = await deps.auditChainHead(communityId);
      let filesRemoved = 0;
      for (const prefix of communityFilePrefixes(communityId))
        filesRemoved += await deps.storage.removeAll(prefix);

      const id = await db.transaction(async (tx) => {
        const locked = await deps.closings.lockDue(tx, communityId, deps.clock.now());
        const community = locked && (await deps.communities.findById(tx, communityId));
        if (!locked || !community) return null;
        const contacts = await deps.communities.activeAdministrators(tx, communityId);
        const erased = await deps.erasure.onlyIn(tx, communityId);
        const rows = await repo.cascadeCounts(tx, communityId, erased);
        await deps.erasure.deleteUsers(tx, erased);
        await deps.closings.deleteCommunity(tx, communityId);
        // Last: the memberships' trigger keeps these counters up to date while the cascade removes memberships.
        const counters = await deps.erasure.deleteMemberCounts(tx, communityId);
        if (counters) rows.community_member_counts = counters;
        const deletedAt = deps.clock.now();
        const document: CertificateDocument = {
          format: 'gathering.deletion-certificate/1',
          issuer: deps.publicUrl,
          community: { id: community.id, name: community.name, slug: community.slug },
          closedAt: closing.closedAt.toISOString(),
          deletedAt: deletedAt.toISOString(),
          closedBy: closing.closedByEmail ?? null,
          rows,
          people: { erased: erased.length },
          files: { store: deps.fileStore, removed: filesRemoved },
          finalExport,
          auditTrail: {
            chainHead,
            keptMonths: AUDIT_RETENTION_MONTHS,
            note: translator('en')('emails.certificate.auditNote', { months: AUDIT_RETENTION_MONTHS }),
          },
        };
        const signature = deps.signer.sign(document);
        const row = await repo.insertCertificate(tx, {
          communityId: community.id,
          communityName: community.name,
          deletedAt,
          document,
          signature,
          keyFingerprint: deps.signer.fingerprint,
        });
        const json = Buffer.from(JSON.stringify(signed(document, signature), null, 2));
        const pdfs = new Map<ServerLanguage, Buffer>();
        const sig = { value: signature, keyFingerprint: deps.signer.fingerprint, keyUrl };
        // The community's contacts: its active administrators, and the platform administrator who closed it.
        const recipients = new Map(contacts.map((a) => [a.email, a] as const));
        if (closing.closedByEmail && !recipients.has(closing.closedByEmail))
          recipients.set(closing.closedByEmail, {
            email: closing.closedByEmail,
            firstName: '',
            locale: null,
            userId: '',
          });
        for (const to of recipients.values()) {
          const language = mailLanguage(to.locale);
          const t = translator(language);
          if (!pdfs.has(language)) pdfs.set(language, await renderCertificatePdf(document, sig, language));
          const vars = { community: community.name, date: document.deletedAt.slice(0, 10), url: keyUrl };
          await deps.mail.store(tx, {
            kind: 'deletion-certificate',
            to: to.email,
            attachments: [
              {
                filename: `deletion-certificate-${community.slug}.pdf`,
                contentType: 'application/pdf',
                content: pdfs.get(language)!,
              },
              {
                filename: `deletion-certificate-${community.slug}.json`,
                contentType: 'application/json',
                content: json,
              },
            ],
            ...renderActionMail({
              subject: t('emails.certificate.subject', vars),
              greeting: to.firstName
                ? t('emails.greeting', { name: to.firstName })
                : t('emails.greetingAnonymous'),
              lines: [t('emails.certificate.line1', vars), t('emails.certificate.line2', vars)],
              action: { label: t('emails.certificate.action'), url: keyUrl },
              footer: t('emails.certificate.footer', vars),
              sender: 'Gathering',
              language,
            }),
          });
        }
        return row.id;
      });
      if (id) deps.onDeleted?.(communityId);
      return id;
    },

    async list(): Promise<DeletionCertificateRow[]> {
      return (await repo.list(db)).map((r) => ({ ...r, deletedAt: r.deletedAt.toISOString() }));
    },

    async get(id: string): Promise<SignedCertificate> {
      const row = isUuid(id) ? await repo.find(db, id) : undefined;
      if (!row) throw notFound(closingMessages.certificateNotFound);
      return signed(row.document as CertificateDocument, row.signature);
    },

    async pdf(id: string, language: ServerLanguage): Promise<{ name: string; body: Buffer }> {
      const row = isUuid(id) ? await repo.find(db, id) : undefined;
      if (!row) throw notFound(closingMessages.certificateNotFound);
      const document = row.document as CertificateDocument;
      const body = await renderCertificatePdf(
        document,
        { value: row.signature, keyFingerprint: row.keyFingerprint, keyUrl },
        language,
      );
      return { name: `deletion-certificate-${document.community.slug}.pdf`, body };
    },

    publicKey(): CertificateKeyResponse {
      return {
        algorithm: 'Ed25519',
        publicKey: deps.signer.publicKeyPem,
        fingerprint: deps.signer.fingerprint,
      };
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;
