import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportData } from '../src/modules/reports/report-figures';
import { renderReportPdf } from '../src/modules/reports/report-pdf';
import { reportFaces, runs } from '../src/lib/pdf-fonts';
import { pdfText } from './reports-fixtures';

// Every assigned code point of the three syllabics blocks (U+18F6–18FF is unassigned), and French's letters.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SYLLABICS = [...range(0x1400, 0x167f), ...range(0x18b0, 0x18f5), ...range(0x11ab0, 0x11abf)];
const FRENCH = [...'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»’'].map((c) => c.codePointAt(0)!);

const NAMES = ['ᓀᐦᐃᔭᐍᐏᐣ Demo Nation', 'ᑖᓂᓯ ᐊᐧᐸᒥᑯᐣ᙮ Métis de l’Île', 'ᣀᣁᣂᣃ 𑪰𑪱𑪲𑪳 Ōtē kâ-wîcihitocik'];

function report(community: string | null): ReportData {
  const day = { date: '2026-11-19', views: 3, signups: 1, guests: 0, activeUsers: 2 };
  const totals = {
    membersJoined: 1,
    guestsJoined: 0,
    activeUsers: 2,
    views: 3,
    conversions: 0,
    posts: 0,
    notifications: 0,
  };
  const rows = NAMES.map((name, i) => ({
    name,
    members: i,
    guests: 0,
    views: 0,
    conversions: 0,
    notifications: 0,
    posts: 0,
  }));
  return {
    community,
    from: day.date,
    to: day.date,
    totals,
    daily: [day],
    communities: community ? undefined : rows,
  };
}

const generatedAt = new Date('2026-11-20T15:00:00Z');

/** poppler's pdftotext (installed by .ci/run), as a reader copying the text out of the file would get it. */
function popplerText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-fonts-'));
  writeFileSync(join(dir, 'r.pdf'), pdf);
  execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), join(dir, 'r.txt')]);
  return readFileSync(join(dir, 'r.txt'), 'utf8');
}

describe('the report PDF prints syllabics', () => {
  it('has a glyph for every syllabic and French letter, in the face each run is drawn with', () => {
    const faces = reportFaces();
    for (const weight of ['regular', 'bold'] as const) {
      const missing = [...SYLLABICS, ...FRENCH].filter(
        (cp) => !faces[weight].some((face) => face.font.hasGlyphForCodePoint(cp)),
      );
      expect(missing.map((cp) => cp.toString(16))).toEqual([]);
      for (const name of NAMES) {
        const parts = runs(name, weight);
        expect(parts.map((p) => p.text).join('')).toBe(name);
        for (const part of parts)
          for (const char of part.text)
            expect(part.face.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(true);
      }
    }
    // Two runs, one per face, for the name (the syllabics face has a space of its own).
    expect(runs(NAMES[0], 'regular').map((p) => p.text)).toEqual(['ᓀᐦᐃᔭᐍᐏᐣ ', 'Demo Nation']);
  });

  it('a community report: the title, and the footer, extract as the name', async () => {
    const pdf = await renderReportPdf(report(NAMES[0]), { language: 'en', generatedAt });
    const text = await pdfText(pdf);
    expect(text).toContain('Analytics report ᓀᐦᐃᔭᐍᐏᐣ Demo Nation Nov 19, 2026 to Nov 19, 2026');
    expect(text).toContain('ᓀᐦᐃᔭᐍᐏᐣ Demo Nation · Page 1 of 1');
    const lines = popplerText(pdf).split('\n');
    expect(lines).toContain('ᓀᐦᐃᔭᐍᐏᐣ Demo Nation');
    expect(lines).toContain('ᓀᐦᐃᔭᐍᐏᐣ Demo Nation · Page 1 of 1');
    // Embedded (subset) faces, no standard font left.
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString();
    expect(fonts).toContain('NotoSansCanadianAboriginal-Regular');
    expect(fonts).not.toContain('Helvetica');
  });

  it('the platform report: every community name extracts exactly from its row; a page renders', async () => {
    const pdf = await renderReportPdf(report(null), { language: 'fr', generatedAt });
    const lines = popplerText(pdf).split('\n');
    for (const name of NAMES) expect(lines).toContain(name);
    // pdfjs too (the test helper joins its text items with spaces, so the third name, whose Ō and ē come from the
    // Latin Extended face between Latin runs, is read by poppler alone).
    const text = await pdfText(pdf);
    for (const name of NAMES.slice(0, 2)) expect(text).toContain(name);
    // A page as an image (the screenshot of the lead's note): pdftoppm draws it from the embedded glyphs.
    const out = join(tmpdir(), 'report-syllabics');
    execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', '-', out], {
      input: pdf,
    });
    expect(readFileSync(`${out}.png`).subarray(1, 4).toString()).toBe('PNG');
  });
});
