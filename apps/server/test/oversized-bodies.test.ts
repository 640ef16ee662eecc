import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, uploadMessages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

interface Outcome {
  status: number | null;
  body: string;
  error: string | null;
}

/**
 * One POST of `size` bytes over a real socket, as a simple client sends it: the whole body first, as fast as the
 * connection takes it (Content-Length or chunked), and only then the answer. A server that answers and closes
 * while the client is still sending makes the kernel reset the connection, and the answer waiting to be read is
 * lost with it. The outcome is the answer the client could read, or how the connection failed.
 */
function post(
  port: number,
  opts: {
    path: string;
    headers: Record<string, string>;
    size: number;
    chunked: boolean;
    head?: Buffer;
    tail?: Buffer;
  },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let settled = false;
    const outcome = (error: string | null): Outcome => {
      const text = Buffer.concat(received).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, split))?.[1];
      const body = split >= 0 ? text.slice(split + 4) : '';
      const complete = status && length !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length);
      return complete
        ? { status: Number(status), body: body.slice(0, Number(length)), error: null }
        : { status: null, body, error: error ?? 'no complete answer' };
    };
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome(error));
    };

    const failed = (err: Error) => finish((err as NodeJS.ErrnoException).code ?? err.message);
    socket.on('data', (d) => {
      received.push(d);
      // Once the whole answer is in, the client has what it needs.
      if (outcome(null).status !== null) finish(null);
    });
    // Not reading while writing: a failed write (EPIPE, ECONNRESET) ends the attempt as it would a simple client.
    socket.pause();
    socket.on('error', failed);
    socket.on('close', () => finish('closed'));
    socket.setTimeout(20_000, () => finish('timeout'));
    socket.on('connect', async () => {
      const head = opts.head ?? Buffer.alloc(0);
      const headers = {
        host: `127.0.0.1:${port}`,
        ...opts.headers,
        ...(opts.chunked
          ? { 'transfer-encoding': 'chunked' }
          : { 'content-length': String(head.length + opts.size + (opts.tail?.length ?? 0)) }),
      };
      socket.write(
        `POST ${opts.path} HTTP/1.1\r\n${Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n`,
      );
      const piece = Buffer.alloc(64 * 1024, 'a');
      const frame = (b: Buffer) =>
        opts.chunked
          ? Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')])
          : b;
      if (head.length) socket.write(frame(head));
      for (let sent = 0; sent < opts.size && !settled; sent += piece.length) {
        const part = frame(piece.subarray(0, Math.min(piece.length, opts.size - sent)));
        if (!socket.write(part))
          await new Promise<void>((r) => {
            socket.once('drain', r);
            socket.once('close', r);
          });
      }
      if (!settled && opts.tail) socket.write(frame(opts.tail));
      if (!settled && opts.chunked) socket.write('0\r\n\r\n');

      socket.resume();
    });
  });
}

describe('oversized bodies over a real socket', () => {
  let t: TestContext;
  let port: number;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    const { user } = await createCommunityAdmin(t.database);
    auth = (await login(t.app, user.username)).auth;
  });
  afterAll(() => t.close());

  const MB = 1024 * 1024;
  const sizes = [9 * MB, 12 * MB, 20 * MB];
  const RUNS = 3;

  /** Every size, with Content-Length and chunked, RUNS times: the failures, described. */
  async function failuresOf(
    request: Omit<Parameters<typeof post>[1], 'size' | 'chunked'>,
    expected: string | string[],
  ): Promise<{ failures: string[]; total: number }> {
    const failures: string[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++)
      for (const size of sizes)
        for (const chunked of [false, true]) {
          total++;
          const o = await post(port, { ...request, size, chunked });
          const message = o.status === 413 ? (JSON.parse(o.body) as { message?: string }).message : undefined;
          if (!message || ![expected].flat().includes(message))
            failures.push(
              `${size / MB} MB ${chunked ? 'chunked' : 'length'}: ${o.status} ${o.error} ${o.body.slice(0, 60)}`,
            );
        }
    return { failures, total };
  }

  it('answers every 9-20 MB JSON body with a 413 and its sentence, with Content-Length or chunked', async () => {
    for (const connection of ['keep-alive', 'close']) {
      const { failures, total } = await failuresOf(
        {
          path: '/v1/users/me/profile',
          headers: { ...auth, 'content-type': 'application/json', connection },
          head: Buffer.from('{"firstName":"'),
        },
        messages.bodyTooLarge,
      );
      expect(failures, `Connection: ${connection}`).toEqual([]);
      expect(total).toBe(18);
    }
  });

  it('answers every 9-20 MB CSV import with a 413 and its sentence', async () => {
    const { failures } = await failuresOf(
      { path: '/v1/members/import/preview', headers: { ...auth, 'content-type': 'text/csv' } },
      messages.bodyTooLarge,
    );
    expect(failures).toEqual([]);
  });

  it('answers every 9-20 MB upload with a 413 and its sentence, too large or with too many parts', async () => {
    const boundary = '----gathering-oversized';
    const part = (name: string, extra = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
    const file = `${part('logo', '; filename="logo.png"')}Content-Type: image/png\r\n\r\n`;
    const request = (head: string) => ({
      path: '/v1/upload/community/logo',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      head: Buffer.from(head),
      tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    });
    const tooLarge = await failuresOf(request(file), uploadMessages.logoTooLarge);
    expect(tooLarge.failures).toEqual([]);
    // Over the fields limit, with megabytes of the file still to come (refused for one or the other).
    const fields = Array.from({ length: 25 }, (_, i) => `${part(`f${i}`)}\r\nx\r\n`).join('');
    const tooManyParts = await failuresOf(request(fields + file), [
      messages.multipartTooManyParts,
      uploadMessages.logoTooLarge,
    ]);
    expect(tooManyParts.failures).toEqual([]);
  });
});
