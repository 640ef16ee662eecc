import PDFDocument from 'pdfkit';
import { translator, type ServerLanguage } from '../../i18n';
import type { CertificateDocument } from './certificate';

const MARGIN = 50;
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
/** The PDF lists this many files of the final export; the JSON attachment holds them all. */
const MANIFEST_LINES = 200;

/**
 * The certificate as a PDF for people: the same facts as the signed JSON beside it in the e-mail, with the
 * signature and the key's fingerprint printed so the JSON can be checked against it. Standard fonts only.
 */
export function renderCertificatePdf(
  doc: CertificateDocument,
  signature: { value: string; keyFingerprint: string; keyUrl: string },
  language: ServerLanguage,
): Promise<Buffer> {
  const t = translator(language);
  const l = (key: string, vars: Record<string, string | number> = {}) =>
    t(`emails.certificate.pdf.${key}`, vars);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${l('title')} — ${doc.community.name}`, Creator: 'Gathering' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const heading = (text: string) =>
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(text).moveDown(0.2);
  const line = (text: string) => pdf.font('Helvetica').fontSize(10).fillColor(INK).text(text);
  const mono = (text: string) => pdf.font('Courier').fontSize(8).fillColor(INK).text(text);

  pdf.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(l('title'));
  pdf.font('Helvetica').fontSize(14).text(`${doc.community.name} (${doc.community.slug})`);
  pdf.fontSize(9).fillColor(MUTED).text(doc.community.id);
  pdf.moveDown(0.5);
  line(
    l('statement', {
      community: doc.community.name,
      date: doc.deletedAt.slice(0, 10),
    }),
  );

  heading(l('dates'));
  line(l('closedAt', { date: doc.closedAt }));
  line(l('deletedAt', { date: doc.deletedAt }));
  if (doc.closedBy) line(l('closedBy', { email: doc.closedBy }));

  heading(l('rows'));
  for (const [table, n] of Object.entries(doc.rows)) line(`${table}: ${n}`);
  line(l('people', { erased: doc.people.erased }));

  heading(l('files'));
  line(l('filesRemoved', { n: doc.files.removed, store: doc.files.store }));

  heading(l('export'));
  if (doc.finalExport) {
    line(l('archive'));
    mono(doc.finalExport.archiveSha256);
    const entries = Object.entries(doc.finalExport.manifest);
    line(l('manifest', { n: entries.length }));
    for (const [path, sum] of entries.slice(0, MANIFEST_LINES)) mono(`${sum}  ${path}`);
    if (entries.length > MANIFEST_LINES) line(l('manifestMore', { n: entries.length - MANIFEST_LINES }));
  } else line(l('noExport'));

  heading(l('audit'));
  line(l('auditHead'));
  mono(doc.auditTrail.chainHead ?? l('auditNone'));
  line(l('auditKept', { months: doc.auditTrail.keptMonths }));

  heading(l('signature'));
  line(l('signatureHow', { url: signature.keyUrl }));
  line(l('fingerprint'));
  mono(signature.keyFingerprint);
  line(l('signatureValue'));
  mono(signature.value);

  pdf.end();
  return done;
}
