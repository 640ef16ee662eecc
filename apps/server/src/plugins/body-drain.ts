import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused body is still read, and for how long, so its answer reaches the client. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

/**
 * Reads and discards the rest of a request body the server has refused (413) before the answer goes out.
 * A server that answers and closes while the client is still sending leaves unread bytes in its socket, and the
 * kernel then resets the connection: the client, still writing, loses the 413 and sees "connection reset".
 * Past DRAIN_MAX_BYTES or DRAIN_MAX_MS the answer leaves anyway, with Connection: close (a client that sends that
 * much after a refusal is not waiting for the answer).
 */
export async function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  const drained = await new Promise<boolean>((resolve) => {
    let seen = 0;
    const stop = (done: boolean) => {
      clearTimeout(timer);
      raw.off('data', count);
      raw.off('end', ended);
      raw.off('close', closed);
      raw.off('error', closed);
      resolve(done);
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) stop(false);
    };
    const ended = () => stop(true);
    const closed = () => stop(raw.complete);
    const timer = setTimeout(() => stop(false), DRAIN_MAX_MS);
    // A multipart reader that gave up may still be attached: the bytes are no longer anyone's.
    raw.unpipe();
    raw.on('data', count);
    raw.once('end', ended);
    raw.once('close', closed);
    raw.once('error', closed);
    raw.resume();
  });
  if (!drained) reply.header('connection', 'close');
}
