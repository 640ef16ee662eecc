import PDFDocument from 'pdfkit';
import { translator, type ServerLanguage } from '../../i18n';
import type { ReportData, ReportDay, ReportTotals } from './report-figures';
import { reportFormat } from './report-format';
import { flow, line, measure, registerReportFonts } from '../../lib/pdf-fonts';

// US Letter (the size Canadian printers load), 50 pt margins.
const MARGIN = 50;
const PAGE = { width: 612, height: 792 };
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const TEAL = '#0b7285';
const ORANGE = '#e8590c';
const TILE_BG = '#f1f3f5';
const RULE = '#dee2e6';

const TILE_ORDER: (keyof ReportTotals)[] = [
  'membersJoined',
  'guestsJoined',
  'activeUsers',
  'views',
  'conversions',
  'posts',
  'notifications',
];
const TABLE_COLUMNS = ['members', 'guests', 'views', 'conversions', 'notifications', 'posts'] as const;
const TABLE_HEADERS: Record<(typeof TABLE_COLUMNS)[number], string> = {
  members: 'membersJoined',
  guests: 'guestsJoined',
  views: 'views',
  conversions: 'conversions',
  notifications: 'notifications',
  posts: 'posts',
};

type Doc = PDFKit.PDFDocument;
// The first faces registerReportFonts() names: Noto Sans' Latin subset, for figures and the console's own words.
const LATIN = 'regular-0';
const LATIN_BOLD = 'bold-0';

/**
 * The report as a PDF: title, scope, range, summary tiles, a daily chart (vector bars and a line, no images) and,
 * for the platform report, the per-community table (its header repeated on each page). Every text goes through
 * lib/pdf-fonts.ts: Noto Sans and Noto Sans Canadian Aboriginal, embedded as subsets, chosen run by run, so a name in
 * syllabics prints as written.
 */
export function renderReportPdf(
  data: ReportData,
  opts: { language: ServerLanguage; generatedAt: Date },
): Promise<Buffer> {
  const t = translator(opts.language);
  const f = reportFormat(opts.language);
  const label = (key: string) => t(`emails.report.${key}`);
  const scope = data.community ?? label('allCommunities');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${label('title')} — ${scope}`,
      Creator: 'Gathering',
      CreationDate: opts.generatedAt,
    },
  });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Header.
  doc.fontSize(22).fillColor(INK);
  doc.x = MARGIN;
  doc.y = MARGIN;
  flow(doc, label('title'), 'bold');
  doc.fontSize(15);
  flow(doc, scope);
  doc.fontSize(10.5).fillColor(MUTED);
  flow(doc, t('emails.report.range', { from: f.day(data.from), to: f.day(data.to) }));
  flow(doc, t('emails.report.generated', { date: f.day(opts.generatedAt.toISOString().slice(0, 10)) }));

  // Summary tiles, four to a row.
  let y = doc.y + 18;
  y = heading(doc, label('summary'), y);
  const gap = 10;
  const tileW = (WIDTH - 3 * gap) / 4;
  const tileH = 54;
  TILE_ORDER.forEach((key, i) => {
    const x = MARGIN + (i % 4) * (tileW + gap);
    const ty = y + Math.floor(i / 4) * (tileH + gap);
    doc.roundedRect(x, ty, tileW, tileH, 4).fill(TILE_BG);
    doc.fontSize(8.5).fillColor(MUTED);
    line(doc, label(key), x + 10, ty + 9);
    doc.fontSize(17).fillColor(INK);
    line(doc, f.number(data.totals[key]), x + 10, ty + 25, { weight: 'bold' });
  });
  y += 2 * tileH + gap + 24;

  y = heading(doc, label('chartTitle'), y);
  y = chart(
    doc,
    data.daily,
    y,
    { views: label('views'), signups: label('signups'), empty: label('noActivity') },
    f,
  );

  if (data.communities) {
    y = heading(doc, label('tableTitle'), y + 24);
    table(
      doc,
      data.communities,
      y,
      [label('community'), ...TABLE_COLUMNS.map((c) => label(TABLE_HEADERS[c]))],
      f,
    );
  }

  // Page numbers, once the page count is known. The bottom margin is lifted so the footer does not open a page.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor(MUTED);
    // A name too long for the line is cut, so the footer never runs past the left margin.
    const pageLabel = ` · ${t('emails.report.page', { page: i + 1, pages: count })}`;
    const footer = `${fit(doc, scope, WIDTH - measure(doc, pageLabel, 'regular'))}${pageLabel}`;
    line(doc, footer, MARGIN, PAGE.height - 34, { width: WIDTH, align: 'right' });
  }
  doc.end();
  return done;
}

function heading(doc: Doc, text: string, y: number): number {
  doc.fontSize(12.5).fillColor(INK);
  line(doc, text, MARGIN, y, { weight: 'bold' });
  return y + 22;
}

/** Views as bars (left scale), sign-ups as a line (right scale): two figures of very different sizes, both legible. */
function chart(
  doc: Doc,
  days: ReportDay[],
  top: number,
  labels: { views: string; signups: string; empty: string },
  f: ReturnType<typeof reportFormat>,
): number {
  const height = 150;
  const axisW = 36;
  const left = MARGIN + axisW;
  const width = WIDTH - 2 * axisW;
  const bottom = top + 18 + height;

  // Legend.
  doc.rect(MARGIN, top + 2, 9, 9).fill(TEAL);
  doc.fontSize(8.5).fillColor(INK);
  line(doc, labels.views, MARGIN + 13, top + 2);
  const signupsX = MARGIN + 26 + measure(doc, labels.views, 'regular');
  doc
    .moveTo(signupsX, top + 6.5)
    .lineTo(signupsX + 14, top + 6.5)
    .lineWidth(2)
    .stroke(ORANGE);
  line(doc, labels.signups, signupsX + 18, top + 2);

  const maxViews = Math.max(0, ...days.map((d) => d.views));
  const maxSignups = Math.max(0, ...days.map((d) => d.signups));
  doc
    .lineWidth(0.5)
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .stroke(RULE);
  doc
    .moveTo(left, top + 18)
    .lineTo(left + width, top + 18)
    .dash(2, { space: 2 })
    .stroke(RULE)
    .undash();
  if (maxViews === 0 && maxSignups === 0) {
    doc.fillColor(MUTED).fontSize(9);
    line(doc, labels.empty, left, top + 18 + height / 2 - 5, { width, align: 'center' });
  }

  const n = Math.max(days.length, 1);
  const step = width / n;
  const barW = Math.max(step * 0.7, 0.4);
  if (maxViews > 0) {
    for (let i = 0; i < days.length; i++) {
      const h = (days[i].views / maxViews) * height;
      if (h > 0) doc.rect(left + i * step + (step - barW) / 2, bottom - h, barW, h);
    }
    doc.fill(TEAL);
  }
  if (maxSignups > 0) {
    days.forEach((d, i) => {
      const x = left + i * step + step / 2;
      const yy = bottom - (d.signups / maxSignups) * height;
      if (i === 0) doc.moveTo(x, yy);
      else doc.lineTo(x, yy);
    });
    // One day is one point: drawn as a short level stroke so it shows.
    if (days.length === 1) doc.lineTo(left + step * 0.75, bottom - (days[0].signups / maxSignups) * height);
    doc.lineWidth(1.5).lineJoin('round').stroke(ORANGE);
  }

  // Scales: the top of each series, and the first, middle and last day.
  doc.fontSize(7.5).fillColor(TEAL);
  line(doc, f.number(maxViews), MARGIN, top + 14, { width: axisW - 4, align: 'right' });
  line(doc, '0', MARGIN, bottom - 4, { width: axisW - 4, align: 'right' });
  doc.fillColor(ORANGE);
  line(doc, f.number(maxSignups), left + width + 4, top + 14);
  line(doc, '0', left + width + 4, bottom - 4);
  doc.fillColor(MUTED);
  const ticks =
    days.length > 2 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : days.map((_, i) => i);
  for (const i of ticks) {
    const x = left + i * step + step / 2;
    line(doc, f.shortDay(days[i].date), x - 40, bottom + 4, { width: 80, align: 'center' });
  }
  return bottom + 18;
}

/** The per-community table; a row that would cross the bottom margin starts a new page under a repeated header. */
function table(
  doc: Doc,
  rows: NonNullable<ReportData['communities']>,
  top: number,
  headers: string[],
  f: ReturnType<typeof reportFormat>,
): void {
  // Wide enough for a name, and leaves each figure column room for "Notifications" in bold Noto Sans on one line.
  const nameW = 150;
  const numW = (WIDTH - nameW) / TABLE_COLUMNS.length;
  const rowH = 17;
  const limit = PAGE.height - MARGIN - rowH;
  const cellX = (c: number) => (c === 0 ? MARGIN : MARGIN + nameW + (c - 1) * numW);

  // Headers may take two lines (French ones are long), set on the row's bottom line so short ones line up.
  const headerH = 26;
  const header = (y: number) => {
    // The headers are the console's own words (English or French): the Latin face holds them all.
    doc.font(LATIN_BOLD).fontSize(8).fillColor(MUTED);
    headers.forEach((h, c) => {
      const width = (c === 0 ? nameW : numW) - 8;
      const options = { width, align: c === 0 ? 'left' : 'right' } as const;
      doc.text(h, cellX(c) + 4, y + headerH - 4 - doc.heightOfString(h, options), options);
    });
    doc
      .lineWidth(0.75)
      .moveTo(MARGIN, y + headerH)
      .lineTo(MARGIN + WIDTH, y + headerH)
      .stroke(RULE);
    return y + headerH + 2;
  };

  let y = header(top);
  rows.forEach((row, i) => {
    if (y > limit) {
      doc.addPage();
      y = header(MARGIN);
    }
    if (i % 2 === 1) doc.rect(MARGIN, y, WIDTH, rowH).fill(TILE_BG);
    doc.fontSize(8.5).fillColor(INK);
    line(doc, fit(doc, row.name, nameW - 8), cellX(0) + 4, y + 5);
    doc.font(LATIN);
    // Right-aligned by hand: pdfkit's `align` runs its line wrapper for every cell, ten times slower.
    TABLE_COLUMNS.forEach((key, c) => {
      const value = f.number(row[key]);
      doc.text(value, cellX(c + 2) - 4 - doc.widthOfString(value), y + 5, { lineBreak: false });
    });
    y += rowH;
  });
}

/** A long community name cut to its column with an ellipsis (a wrapped name would break the row grid). */
function fit(doc: Doc, text: string, width: number): string {
  if (measure(doc, text, 'regular') <= width) return text;
  // The longest prefix that fits, by bisection (names can be long; measuring char by char is slow). Cut between
  // code points, never inside one: the syllabics of U+11AB0–11ABF are two UTF-16 units each.
  const chars = Array.from(text);
  const prefix = (n: number) => chars.slice(0, n).join('');
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(doc, `${prefix(mid)}…`, 'regular') <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${prefix(lo).trimEnd()}…`;
}
