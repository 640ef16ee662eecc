import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { parse } from 'csv-parse/sync';
import { memberMessages, messages } from '@gathering/contract';
import { fillMessage } from '../i18n';
import { CsvEncodingError, decodeCsv } from './csv';
import { badRequest } from './errors';
import { hasForbiddenCharacter } from './forbidden-characters';

/** CSV files of tens of thousands of members are a few megabytes. */
export const CSV_LIMIT = 8 * 1024 * 1024;

/**
 * Lets a routes plugin take CSV uploads (the members import, the contacts import): a text/csv body kept as bytes,
 * and multipart forms with one file.
 */
export async function acceptCsvUploads(app: FastifyInstance) {
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    // Bytes, not a string: the file's encoding is found from them (a UTF-8 decode would damage Latin-1 names).
    { parseAs: 'buffer', bodyLimit: CSV_LIMIT },
    (_req, body, done) => done(null, body),
  );
  if (!app.hasRequestDecorator('isMultipart'))
    await app.register(multipart, {
      limits: { fileSize: CSV_LIMIT, files: 1, fields: 5 },
      throwFileSizeLimit: true,
    });
}

/** The text of an import file's bytes, in whichever encoding it was saved (lib/csv.ts), or a 400 naming the line. */
function csvText(bytes: Buffer): string {
  let text: string;
  try {
    text = decodeCsv(bytes);
  } catch (err) {
    if (err instanceof CsvEncodingError)
      throw badRequest(fillMessage(memberMessages.importEncoding, { line: err.line }), 'file');
    throw err;
  }
  // Read here, past the input guard (which sees only bytes): a NUL in a cell would fail the import's statements.
  if (hasForbiddenCharacter(text)) throw badRequest(messages.invalidCharacters, 'file');
  return text;
}

/** The CSV text of an import request: a multipart file (field "file"), or the body as text/csv. */
export async function csvOf(req: FastifyRequest): Promise<{ text: string; fileName: string | null }> {
  if (req.isMultipart()) {
    const file = await req.file();
    if (!file) throw badRequest(memberMessages.importFileMissing, 'file');
    if (hasForbiddenCharacter(file.filename)) throw badRequest(messages.invalidCharacters, 'file');
    return { text: csvText(await file.toBuffer()), fileName: file.filename || null };
  }
  if (Buffer.isBuffer(req.body) && req.body.length) {
    const text = csvText(req.body);
    if (text.trim()) return { text, fileName: null };
  }
  throw badRequest(memberMessages.importFileMissing, 'file');
}

/** An import file's records, each with the line it ends on (for the preview's "line N"), or a 400 naming the line. */
export function csvRecords(text: string): { record: string[]; info: { lines: number } }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(`${memberMessages.importUnreadable}${line ? ` (line ${line})` : ''}`, 'file');
  }
  return records;
}
