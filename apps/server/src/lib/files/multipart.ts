import type { FastifyRequest } from 'fastify';
import { messages, uploadMessages } from '@gathering/contract';
import { AppError, badRequest } from '../errors';
import { hasForbiddenCharacter } from '../forbidden-characters';

// What busboy (under @fastify/multipart) throws on a body it cannot read: no or an over-long boundary, a body
// cut short. Plain Errors without a code or status, so they are recognised by their words.
const BROKEN_BODY =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|The needle cannot)/;

/**
 * The client's error behind a failed multipart read, for every upload and import route (the error handler asks
 * here): a broken body → 400, too many parts → 413, a declared JSON field that is not JSON → 400, a body that
 * is not multipart → 415. `undefined` for anything else.
 */
export function multipartError(err: unknown): AppError | undefined {
  if (!(err instanceof Error) || err instanceof AppError) return undefined;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, messages.multipartTooManyParts);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, messages.bodyTooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, uploadMessages.notMultipart);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError(400, messages.multipartMalformed);
  }
  return code === undefined && BROKEN_BODY.test(err.message)
    ? new AppError(400, messages.multipartMalformed)
    : undefined;
}

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
        // Text fields bypass the input guard (they are read here, after validation): the same test applies.
        if (typeof part.value === 'string' && hasForbiddenCharacter(part.value))
          throw badRequest(messages.invalidCharacters, part.fieldname);
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value.slice(0, 1000);
        continue;
      }
      if (hasForbiddenCharacter(part.filename)) throw badRequest(messages.invalidCharacters, opts.field);
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
    throw multipartError(err) ?? err;
  }
  if (!file || file.buffer.length === 0) throw badRequest(uploadMessages.fileMissing, opts.field);
  return { ...file, fields };
}
