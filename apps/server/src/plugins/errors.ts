import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodeOf, messages } from '@gathering/contract';
import { isDatabaseUnavailable } from '../lib/db-errors';
import type { DatabaseOutage } from '../lib/database-outage';
import { AppError, isStorageFull } from '../lib/errors';
import { multipartError } from '../lib/files/multipart';
import { isContractMessage, validationSentence } from '../i18n';
import { drainRefusedBody } from './body-drain';
import { registerLanguage, requestLanguage } from './language';

/** How long a client is asked to wait while the database is out of reach: a restart or a fail-over. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error becomes `{ code, message, field? }` with a 4xx status when the client caused it.
 * A 500 means a bug of ours: it is logged in full and answered without details. A database out of reach is a
 * 503 with Retry-After.
 */
export function registerErrorHandler(app: FastifyInstance, opts: { outage?: DatabaseOutage } = {}) {
  // Every error answer, wherever it was sent from, carries its machine code beside the sentence (contract
  // errors.ts); read from the English sentence, so before the translation below.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || Array.isArray(payload))
      return payload;
    const { message, code } = payload as { message?: unknown; code?: unknown };
    if (typeof message !== 'string' || typeof code === 'string') return payload;
    return { code: errorCodeOf(reply.statusCode, message), ...payload };
  });
  // Answers (errors and confirmations alike) leave in the reader's language.
  registerLanguage(app);
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // A broken multipart body (cut short, no boundary, too many parts) is the client's, on every upload route.
    if (/^multipart\//i.test(request.headers['content-type'] ?? ''))
      error = (multipartError(error) as FastifyError | undefined) ?? error;
    // A refused body is read to its end (within bounds) first, or the client still sending it gets a reset.
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      await drainRefusedBody(request, reply);
    // No room left to write (a file, an archive, the database's own disk): the operator's to fix, not a bug. Said
    // at warn, and answered with a sentence rather than "Something went wrong".
    if (isStorageFull(error)) {
      request.log.warn({ err: error }, 'no space left to write');
      return reply.status(507).send({ message: messages.storageFull });
    }
    if (error instanceof AppError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send(error.field ? { message: error.message, field: error.field } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
      const text = first.message ?? '';
      // A contract message (the spec's words) is kept (and translated on the way out); zod's own output never
      // reaches a person: it becomes a sentence naming the field, in the reader's language.
      const message = isContractMessage(text)
        ? text
        : validationSentence(first.keyword, first.params, field, requestLanguage(request));
      return reply.status(400).send({ message, field });
    }
    if (isResponseSerializationError(error)) {
      // The issues name paths and expectations; their `input` would be the answer's data (names, addresses).
      const issues = error.cause.issues.map(({ path, code, message }) => ({ path, code, message }));
      request.log.error({ err: error, issues }, 'response does not match its schema');
      return reply.status(500).send({ message: messages.internal });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: not a bug, and the same request may well succeed in a moment (the
      // pool opens new connections on its own once the server answers again).
      // Told once for the whole outage (lib/database-outage.ts), not once per request.
      if (!opts.outage?.report(error)) request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: messages.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ message: messages.bodyTooLarge });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.status(415).send({ message: messages.unsupportedMediaType });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
      return reply.status(400).send({ message: messages.malformedJson });
    if (status >= 400 && status < 500) {
      // Framework errors (empty JSON body, bad content length, ...) carry a usable message.
      return reply.status(status).send({ message: error.message || messages.notFound });
    }
    // The logger's err serializer (plugins/logging.ts) keeps the query text and the driver's code, never the
    // query's parameters (typed passwords, names, addresses).
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.internal });
  });
}
