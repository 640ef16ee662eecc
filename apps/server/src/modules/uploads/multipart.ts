import type { FastifyRequest } from 'fastify';
import { uploadMessages } from '@gathering/contract';
import { AppError, badRequest } from '../../lib/errors';

export interface ReceivedFile {
  buffer: Buffer;
  filename: string;
  /** Text fields sent along (the first value of each). */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request, held in memory (uploads are a few MB at most).
 * More than `maxBytes` → 413 with `tooLargeMessage`; a second file → 400 (the spec's uploader message);
 * no file in `field` → 400; not multipart at all → 415. Needs @fastify/multipart registered in the route's scope.
 */
export async function readSingleFile(
  req: FastifyRequest,
  opts: { field: string; maxBytes: number; tooLargeMessage: string },
): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw new AppError(415, uploadMessages.notMultipart);
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes, files: 2, fields: 20 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value.slice(0, 1000);
        continue;
      }
      if (file) throw badRequest(uploadMessages.multipleFiles, opts.field);
      if (part.fieldname !== opts.field) {
        await part.toBuffer();
        throw badRequest(uploadMessages.fileMissing, opts.field);
      }
      file = { buffer: await part.toBuffer(), filename: part.filename };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, opts.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest(uploadMessages.multipleFiles, opts.field);
    throw err;
  }
  if (!file || file.buffer.length === 0) throw badRequest(uploadMessages.fileMissing, opts.field);
  return { ...file, fields };
}
