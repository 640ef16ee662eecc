import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

type Doc = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';

/**
 * The fonts a report embeds, in the order a character looks for its glyph: Noto Sans (Latin, then Latin Extended:
 * English, French, the macrons and circumflexes of Roman Cree orthography) and Noto Sans Canadian Aboriginal (the
 * three syllabics blocks, U+1400–167F, U+18B0–18FF, U+11AB0–11ABF). All SIL Open Font License, from the
 * @fontsource packages (their LICENSE files travel with them in node_modules); pdfkit embeds only the glyphs used.
 */
const FILES: Record<Weight, string[]> = {
  regular: [
    '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    '@fontsource/noto-sans-canadian-aboriginal/files/noto-sans-canadian-aboriginal-canadian-aboriginal-400-normal.woff',
  ],
  bold: [
    '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
    '@fontsource/noto-sans-canadian-aboriginal/files/noto-sans-canadian-aboriginal-canadian-aboriginal-700-normal.woff',
  ],
};

type Face = { name: string; data: Buffer; font: fontkit.Font };
let loaded: Record<Weight, Face[]> | undefined;

/** The faces, read once per process (a few hundred KB; each report then embeds its own subset). */
export function reportFaces(): Record<Weight, Face[]> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const load = (weight: Weight) =>
      FILES[weight].map((file, i) => {
        const data = readFileSync(require.resolve(file));
        return { name: `${weight}-${i}`, data, font: fontkit.create(data) };
      });
    loaded = { regular: load('regular'), bold: load('bold') };
  }
  return loaded;
}

/** Registers the faces with a document, under the names `runs` hands out. */
export function registerReportFonts(doc: Doc): void {
  const faces = reportFaces();
  for (const face of [...faces.regular, ...faces.bold]) doc.registerFont(face.name, face.data);
}

export type Run = { font: string; text: string; face: fontkit.Font };

/**
 * The text cut into runs that one face draws (pdfkit has no font fallback: a character missing from the current
 * font prints as an empty box). A character stays in the current run while its face has it, so "ᓀᐦᐃᔭᐍᐏᐣ Demo"
 * is two runs; one that no face has (an emoji) goes to the first face, which prints it as its empty glyph.
 */
export function runs(text: string, weight: Weight): Run[] {
  const faces = reportFaces()[weight];
  const out: Run[] = [];
  // Composed first: a name typed as e + U+0301 prints as the one glyph é (the Latin faces hold no lone accents).
  for (const char of text.normalize('NFC')) {
    const cp = char.codePointAt(0)!;
    const last = out.at(-1);
    if (last && last.face.hasGlyphForCodePoint(cp)) {
      last.text += char;
      continue;
    }
    const face = faces.find((f) => f.font.hasGlyphForCodePoint(cp)) ?? faces[0];
    out.push({ font: face.name, text: char, face: face.font });
  }
  return out;
}

/** The width of `text` at the document's current size, run by run. */
export function measure(doc: Doc, text: string, weight: Weight): number {
  return runs(text, weight).reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
}

/**
 * One line of text at (x, y), aligned within `width` when given: each run drawn in its face and placed by hand
 * (pdfkit's `continued` runs cannot be aligned right).
 */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  opts: { weight?: Weight; width?: number; align?: 'left' | 'center' | 'right' } = {},
): void {
  const weight = opts.weight ?? 'regular';
  const parts = runs(text, weight);
  const total = parts.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
  let at = x;
  if (opts.width !== undefined && opts.align === 'right') at = x + opts.width - total;
  if (opts.width !== undefined && opts.align === 'center') at = x + (opts.width - total) / 2;
  for (const run of parts) {
    doc.font(run.font).text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}

/** Text that wraps at the margins (a long community name under the title), each run in its own face. */
export function flow(doc: Doc, text: string, weight: Weight = 'regular'): void {
  const parts = runs(text, weight);
  parts.forEach((run, i) => doc.font(run.font).text(run.text, { continued: i < parts.length - 1 }));
}
