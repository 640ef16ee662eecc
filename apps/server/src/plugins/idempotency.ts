import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '@gathering/contract';
import type { Database } from '../db/client';
import {
  claimKey,
  inKeyScope,
  markChangesUnderKeys,
  releaseKey,
  setScopeKey,
  storeAnswer,
} from '../db/idempotency';
import type { Clock } from '../lib/clock';
import { badRequest, conflict, unprocessable } from '../lib/errors';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9_-]{1,200}$/;
/** Answers a retry waits for while the first request with its key is still being handled. */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 200;
/** Answers that say "not now" rather than "this is the outcome": the same change sent again is tried again. */
const NOT_AN_OUTCOME = new Set([401, 408, 429]);

/** The parsed body as JSON with every object's keys in order: the same content sent again gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed (its answer is stored on the way out), or null. */
    idempotencyKey: { userId: string; key: string } | null;
  }
}

/**
 * Idempotency-Key (issue 21): the console retries a save that failed for the network, and the first attempt may
 * have been done with only its answer lost. A change sent by a signed-in caller with the header is done once per
 * (caller, key): its first answer is stored for 24 hours (db/idempotency.ts) and sent again, marked
 * `Idempotent-Replayed: true`, to any later request with the same key, so a retried create makes one record.
 * The same key with another body is refused (422), never answered with the first answer. A server error lets the key
 * go (the change did not happen; the retry tries again). The change's own transaction marks the key as changed
 * (`markChangesUnderKeys`), so a process killed between the commit and the keeping of its answer leaves a key whose
 * retry is refused with a 409 that says the change was made, never made twice. Runs as a preHandler, after the
 * routes' own `onRequest: app.authorize(...)` has told who calls; requests without a caller are left as they are.
 */
export function registerIdempotency(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;
  app.decorateRequest('idempotencyKey', null);
  markChangesUnderKeys(db);
  // Each request's handling runs in a scope of its own, where its claimed key is found by its transactions.
  app.addHook('onRequest', (_req, _reply, done) => inKeyScope(done));

  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    if (header === undefined || !CHANGES.has(req.method) || !req.auth) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY.test(key)) throw badRequest(messages.idempotencyKeyInvalid);
    const userId = req.auth.userId;
    const request = `${req.method} ${req.url}`;
    const fingerprint = createHash('sha256').update(canonicalJson(req.body)).digest('base64url');
    for (const deadline = Date.now() + PENDING_WAIT_MS; ;) {
      const claim = await claimKey(db, userId, key, request, fingerprint, deps.clock.now());
      if (claim.kind === 'claimed') {
        req.idempotencyKey = { userId, key };
        setScopeKey({ userId, key, at: deps.clock.now().toISOString() });
        return;
      }
      if (claim.kind === 'answer-lost') throw conflict(messages.idempotencyKeyAnswerLost);
      if (claim.kind === 'other-request') throw badRequest(messages.idempotencyKeyReused);
      // The IETF draft's answer (draft-ietf-httpapi-idempotency-key-header, "Error Scenarios"): replaying the
      // first answer would tell the caller that this other content was saved.
      if (claim.kind === 'other-payload') throw unprocessable(messages.idempotencyKeyOtherBody);
      if (claim.kind === 'answered')
        return reply
          .code(claim.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(claim.body);
      if (Date.now() > deadline) throw conflict(messages.idempotencyKeyPending);
      await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claimed = req.idempotencyKey;
    if (!claimed) return payload;
    req.idempotencyKey = null;
    // What the request does after its answer (work it started and left running) is not the change.
    setScopeKey(null);
    const notAnOutcome = reply.statusCode >= 500 || NOT_AN_OUTCOME.has(reply.statusCode);
    if (!notAnOutcome || !(await releaseKey(db, claimed.userId, claimed.key)))
      await storeAnswer(
        db,
        claimed.userId,
        claimed.key,
        reply.statusCode,
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
      );
    return payload;
  });
}
