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

/** Every CSV the product writes goes through here: a header row, then rows of text cells, each neutralised. */
export function writeCsv(columns: string[], rows: (string | null | undefined)[][]): string {
  return stringify(
    rows.map((row) => row.map((cell) => neutralizeCell(cell ?? ''))),
    { header: true, columns },
  );
}
