import { stringify } from 'csv-stringify/sync';

// A spreadsheet treats a cell starting with one of these as a formula (or, with tab / CR, may do so after
// trimming): an exported name like "=HYPERLINK(...)" would run when an administrator opens the file.
const FORMULA_START = /^[=+\-@\t\r]/;

/** OWASP's neutralisation: a leading apostrophe makes the cell text; the value is otherwise unchanged. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Reverses neutralizeCell on import, so an exported file imports back with the values it was made from. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * UTF-8's byte-order mark, first in every CSV the product writes: without it Excel on Windows reads the file in the
 * machine's code page and shows accents and syllabics as mojibake. decodeCsv (and csv-parse's `bom`) drop it on
 * the way back in, so an export imports as it is.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * Every CSV the product writes goes through here: the byte-order mark, a header row, then rows of text cells, each
 * neutralised.
 */
export function writeCsv(columns: string[], rows: (string | null | undefined)[][]): string {
  return (
    UTF8_BOM +
    stringify(
      rows.map((row) => row.map((cell) => neutralizeCell(cell ?? ''))),
      { header: true, columns },
    )
  );
}

/** A file's bytes could not be read as text: `line` (from 1) holds the first byte that no encoding explains. */
export class CsvEncodingError extends Error {
  constructor(readonly line: number) {
    super(`undecodable bytes on line ${line}`);
  }
}

// Windows-1252 leaves these five bytes undefined (the WHATWG decoder turns them into C1 controls), and no text
// file holds a NUL: a file with any of them is not Windows-1252 either, and guessing would store damaged names.
const UNDEFINED_IN_1252 = /[\u0081\u008D\u008F\u0090\u009D]/;

const lineAt = (text: string, index: number) => text.slice(0, index).split(/\r\n|\r|\n/).length;

/**
 * The text of an uploaded CSV, whatever Excel or a text editor saved it as: UTF-8 with or without a byte-order
 * mark, UTF-16 LE or BE with one ("Unicode text"), else Windows-1252 (Excel on Windows' "CSV", a superset of
 * Latin-1) when the bytes are not valid UTF-8. A lenient decode would store U+FFFD in place of "é" without a word,
 * so a file that none of these reads cleanly — or that already holds U+FFFD — is refused with the line to look at.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const starts = (...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  let text: string;
  if (starts(0xef, 0xbb, 0xbf)) text = new TextDecoder('utf-8').decode(bytes);
  else if (starts(0xff, 0xfe)) text = new TextDecoder('utf-16le').decode(bytes);
  else if (starts(0xfe, 0xff)) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
      const nul = text.indexOf('\u0000');
      const bad = nul >= 0 ? nul : (UNDEFINED_IN_1252.exec(text)?.index ?? -1);
      if (bad >= 0) throw new CsvEncodingError(lineAt(text, bad));
    }
  }
  // What a declared encoding could not read (a UTF-8 file with a broken byte, an odd-length UTF-16 file).
  const replaced = text.indexOf('\uFFFD');
  if (replaced >= 0) throw new CsvEncodingError(lineAt(text, replaced));
  return text;
}
