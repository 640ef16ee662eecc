import PDFDocument from 'pdfkit';
import { translator, type ServerLanguage } from '../../i18n';
import { flow, line, measure, registerReportFonts } from '../../lib/pdf-fonts';
import type { CallSheetPerson, CallSheetSection } from './call-sheet';

// US Letter, the size Canadian printers load; 50 pt margins.
const MARGIN = 50;
const PAGE = { width: 612, height: 792 };
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 20;
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const RULE = '#dee2e6';
const OUTCOMES = ['REACHED_IN_PERSON', 'NOT_HOME', 'MOVED', 'OTHER'] as const;

type Doc = PDFKit.PDFDocument;

export interface CallSheet {
  community: string;
  title: string;
  zone: string;
  generatedAt: Date;
  sections: CallSheetSection[];
}

/**
 * The responders' call sheet (issue 36 #3): one part per responder, each person with their numbers, address,
 * household notes, where the cascade stands, and boxes to tick at the door. Names and notes print in the fonts of
 * lib/pdf-fonts.ts (syllabics included), as the reports do.
 */
export function renderCallSheetPdf(sheet: CallSheet, language: ServerLanguage): Promise<Buffer> {
  const t = translator(language);
  const l = (key: string, vars: Record<string, string | number> = {}) => t(`cascade.${key}`, vars);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${l('sheetTitle')} — ${sheet.title}`,
      Creator: 'Gathering',
      CreationDate: sheet.generatedAt,
    },
  });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const printed = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: sheet.zone,
  }).format(sheet.generatedAt);

  const header = () => {
    doc.x = MARGIN;
    doc.y = MARGIN;
    doc.fontSize(20).fillColor(INK);
    flow(doc, `${l('sheetTitle')} — ${sheet.community}`, 'bold');
    doc.fontSize(12);
    flow(doc, l('sheetAlert', { title: sheet.title }));
    doc.fontSize(9).fillColor(MUTED);
    flow(doc, l('sheetPrinted', { date: printed }));
    doc.moveDown(0.8);
  };

  sheet.sections.forEach((section, i) => {
    if (i > 0) doc.addPage();
    header();
    doc.fontSize(14).fillColor(INK);
    flow(
      doc,
      section.responder ? l('sheetResponder', { name: section.responder }) : l('sheetUnassigned'),
      'bold',
    );
    doc.fontSize(10).fillColor(MUTED);
    flow(doc, section.people.length ? l('sheetCount', { count: section.people.length }) : l('sheetNobody'));
    doc.moveDown(0.6);
    for (const person of section.people) personBlock(doc, person, l);
  });

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor(MUTED);
    line(doc, l('sheetPage', { page: i + 1, pages: count }), MARGIN, PAGE.height - 34, {
      width: WIDTH,
      align: 'right',
    });
  }
  doc.end();
  return done;
}

function personBlock(
  doc: Doc,
  p: CallSheetPerson,
  l: (key: string, vars?: Record<string, string>) => string,
) {
  // A person's block stays on one page: about 130 pt with notes; a new page otherwise.
  if (doc.y > BOTTOM - 130) {
    doc.addPage();
    doc.y = MARGIN;
  }
  doc.x = MARGIN;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4);
  doc.fontSize(12).fillColor(INK);
  flow(doc, p.name || '—', 'bold');
  doc.fontSize(10);
  const field = (label: string, value: string) => {
    doc.x = MARGIN;
    flow(doc, `${label}: ${value}`);
  };
  field(l('sheetState'), l(`states.${p.state}`));
  const phones = p.phones.map((ph) => ph.display).join(' · ');
  field(l('sheetPhones'), phones || l('sheetNone'));
  field(l('sheetAddress'), p.address || l('sheetNone'));
  if (p.householdNotes) field(l('sheetNotes'), p.householdNotes);
  if (p.lastTry)
    field(
      l('sheetLastTry'),
      [
        `${l(`sheetChannels.${p.lastTry.channel}`)} ${p.lastTry.to}`,
        l(`sheetStatuses.${p.lastTry.status}`),
        p.lastTry.reason,
      ]
        .filter(Boolean)
        .join(' — '),
    );
  // Boxes to tick at the door, drawn (the fonts have no ballot box).
  doc.moveDown(0.3);
  const y = doc.y;
  let x = MARGIN;
  const label = `${l('sheetOutcome')}:`;
  line(doc, label, x, y, { weight: 'bold' });
  x += measure(doc, label, 'bold') + 10;
  for (const o of OUTCOMES) {
    doc
      .rect(x, y + 1, 9, 9)
      .strokeColor(INK)
      .lineWidth(0.8)
      .stroke();
    x += 14;
    const text = l(`sheetOutcomes.${o}`);
    line(doc, text, x, y);
    x += measure(doc, text, 'regular') + 14;
  }
  doc.x = MARGIN;
  doc.y = y + 22;
}
