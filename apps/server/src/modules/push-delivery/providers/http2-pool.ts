import http2, {
  type ClientHttp2Session,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http2';
import { isIP } from 'node:net';
import { isPublicAddress, NotPublicAddressError, publicOnlyLookup } from '../../../lib/push-endpoints';

export interface Http2PoolOptions {
  /** `https://host[:port]`: Apple, Google or the local simulator. */
  origin: string;
  /** Sessions kept open to the origin; each multiplexes up to the server's SETTINGS_MAX_CONCURRENT_STREAMS. */
  connections: number;
  /** An extra trusted certificate (the simulator's self-signed one). Verification is never turned off. */
  ca?: string;
  /** A stream that gets no answer in this time is cancelled and reported as a connection error. */
  requestTimeoutMs?: number;
  /** An idle session is closed after this long, so a community that sent once does not hold sockets for good. */
  idleTimeoutMs?: number;
  /**
   * Our own cap per session (default 200), also below what the server grants: node's and nghttp2's cost per
   * stream grows with the streams open on a session (a bare client did 12,400 streams/s at 100 in flight, 9,500
   * at 500), and 200 per session already covers 10,000 a second at 20 ms per answer.
   */
  maxStreamsPerSession?: number;
  /**
   * Refuse to connect when the origin is, or resolves to, a loopback, private or link-local address: for the
   * providers' public hosts, which no operator setting pointed elsewhere (a poisoned DNS answer must not turn a
   * push into a request inside the network).
   */
  publicOnly?: boolean;
}

export interface Http2Response {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The request never got an answer (refused, reset, GOAWAY, timeout, TLS or socket failure): worth a retry. */
export class Http2ConnectionError extends Error {}

const ignore = () => undefined;

interface Slot {
  session: ClientHttp2Session | null;
  ready: boolean;
  active: number;
}

interface Waiting {
  headers: OutgoingHttpHeaders;
  body: string | undefined;
  vary: Record<string, string> | undefined;
  resolve: (r: Http2Response) => void;
  reject: (e: Error) => void;
}

/**
 * A few HTTP/2 sessions to one origin with a queue in front: a request waits until a session has a free stream,
 * so a 50,000-device send never opens more streams than the provider grants (APNs answers extra streams with a
 * refused stream, FCM with a GOAWAY). Sessions open lazily and reopen after GOAWAY or errors.
 */
export function createHttp2Pool(options: Http2PoolOptions) {
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 5 * 60_000;
  const slots: Slot[] = Array.from({ length: Math.max(1, options.connections) }, () => ({
    session: null,
    ready: false,
    active: 0,
  }));
  const waiting: Waiting[] = [];
  let head = 0; // index of the first waiting request: shifting a long array per request would be quadratic
  let closed = false;
  let lastConnectFailure = -Infinity;

  const maxStreams = options.maxStreamsPerSession ?? 200;
  const capacity = (s: Slot) =>
    s.session && s.ready
      ? Math.min(maxStreams, s.session.remoteSettings.maxConcurrentStreams ?? 100) - s.active
      : 0;

  const host = new URL(options.origin).hostname.replace(/^\[|\]$/g, '');
  function open(slot: Slot) {
    // An address written in the origin is never looked up: it is checked here.
    if (options.publicOnly && isIP(host) && !isPublicAddress(host)) {
      lastConnectFailure = performance.now();
      failWaiting(new NotPublicAddressError(host));
      return;
    }
    const session = http2.connect(options.origin, {
      ca: options.ca,
      lookup: options.publicOnly ? publicOnlyLookup : undefined,
      // Big windows: thousands of small concurrent streams should not stall on flow control.
      settings: { initialWindowSize: 1 << 20 },
    });
    slot.session = session;
    slot.ready = false;
    const detach = () => {
      if (slot.session !== session) return;
      slot.session = null;
      slot.ready = false;
    };
    // The server's SETTINGS tell how many streams it grants; until then nothing is sent on this session.
    session.on('remoteSettings', () => {
      if (slot.session !== session) return;
      slot.ready = true;
      dispatch();
    });
    session.on('goaway', () => {
      detach();
      dispatch();
    });
    session.on('error', (err) => {
      const wasReady = slot.ready;
      if (!wasReady) lastConnectFailure = performance.now();
      detach();
      // A session that never came up (refused, TLS): fail what waits unless another session can take it.
      if (!wasReady && !slots.some((s) => s.session && s !== slot)) failWaiting(err);
      else dispatch();
    });
    session.on('close', () => {
      detach();
      dispatch();
    });
    session.setTimeout(idleTimeoutMs, () => {
      if (slot.active === 0) session.close();
    });
    // Idle sessions must not keep a process (a test, the bench) alive.
    session.unref();
  }

  function failWaiting(err: Error) {
    const failed = waiting.slice(head);
    waiting.length = 0;
    head = 0;
    for (const w of failed) w.reject(new Http2ConnectionError(`connection failed: ${err.message}`));
  }

  function dispatch() {
    while (head < waiting.length && !closed) {
      let best: Slot | null = null;
      for (const s of slots) if (capacity(s) > 0 && (!best || s.active < best.active)) best = s;
      if (!best) {
        // Every open session is full (or none is open): open one more while the pool allows, one at a time.
        // After a failed connect, a busy pool waits a moment for its open sessions rather than hammering the
        // origin; with no session at all it must try (or fail what waits).
        const connecting = slots.some((s) => s.session && !s.ready);
        const free = slots.find((s) => !s.session);
        const anyOpen = slots.some((s) => s.session);
        if (free && !connecting && (!anyOpen || performance.now() - lastConnectFailure > 1000)) open(free);
        return;
      }
      const w = waiting[head];
      waiting[head++] = undefined as unknown as Waiting;
      if (head > 1024 && head * 2 > waiting.length) {
        waiting.splice(0, head);
        head = 0;
      }
      start(best, w);
    }
  }

  // One sweep for all streams instead of a timer per stream: at 10,000 streams a second, timers cost.
  const inflight = new Set<{ startedAt: number; expire: () => void }>();
  let sweeper: NodeJS.Timeout | null = null;
  function sweep() {
    const limit = performance.now() - requestTimeoutMs;
    for (const entry of inflight) if (entry.startedAt <= limit) entry.expire();
    if (inflight.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  }

  // Per stream: one request, four listeners and one closure for its outcome; no timer of its own.
  function start(slot: Slot, w: Waiting) {
    const session = slot.session!;
    slot.active++;
    if (slot.active === 1) session.ref();
    let settled = false;
    let stream: http2.ClientHttp2Stream;
    let status = 0;
    let responseHeaders: IncomingHttpHeaders = {};
    let chunks: Buffer[] | null = null;
    // ok = the answer is complete; otherwise `why` says what went wrong.
    const finish = (ok: boolean, why?: string) => {
      if (settled) return;
      settled = true;
      inflight.delete(entry);
      slot.active--;
      if (slot.active === 0) session.unref();
      if (ok) {
        const body =
          chunks === null ? '' : (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString();
        w.resolve({ status, headers: responseHeaders, body });
      } else w.reject(new Http2ConnectionError(why!));
      dispatch();
    };
    const entry = {
      startedAt: performance.now(),
      expire: () => {
        stream?.close(http2.constants.NGHTTP2_CANCEL);
        finish(false, 'no answer in time');
      },
    };
    try {
      // Shared headers get this request's own fields only now: node copies them as the stream opens.
      if (w.vary) for (const k in w.vary) w.headers[k] = w.vary[k];
      stream = session.request(w.headers, { endStream: w.body === undefined });
    } catch (err) {
      // The session closed between dispatch and request (GOAWAY in the same tick).
      finish(false, `request failed: ${(err as Error).message}`);
      return;
    }
    stream.on('response', (h) => {
      status = Number(h[':status']);
      responseHeaders = h;
    });
    stream.on('data', (chunk: Buffer) => {
      (chunks ??= []).push(chunk);
    });
    // Errors are followed by 'close', which reports them; the listener only keeps them from being thrown.
    stream.on('error', ignore);
    // 'close' comes after 'end' (the whole answer read) or without it: RST_STREAM from the server, refused after
    // a GOAWAY, or a socket error.
    stream.on('close', () => {
      if (status !== 0 && stream.readableEnded) finish(true);
      else finish(false, `stream closed (code ${stream.rstCode ?? 'unknown'})`);
    });
    inflight.add(entry);
    if (!sweeper) {
      sweeper = setInterval(sweep, Math.min(1000, Math.max(10, requestTimeoutMs / 4)));
      sweeper.unref();
    }
    if (w.body !== undefined) stream.end(w.body);
  }

  return {
    /**
     * `headers` may be shared by many requests (one object per notification): `vary` holds this request's own
     * fields (APNs :path and apns-id), set on it just before its stream opens.
     */
    request(
      headers: OutgoingHttpHeaders,
      body?: string,
      vary?: Record<string, string>,
    ): Promise<Http2Response> {
      if (closed) return Promise.reject(new Http2ConnectionError('pool closed'));
      return new Promise((resolve, reject) => {
        waiting.push({ headers, body, vary, resolve, reject });
        dispatch();
      });
    },
    /** Streams in flight, for tests and the bench. */
    get inFlight() {
      return slots.reduce((n, s) => n + s.active, 0);
    },
    get openSessions() {
      return slots.filter((s) => s.session).length;
    },
    async close() {
      closed = true;
      if (sweeper) clearInterval(sweeper);
      failWaiting(new Error('pool closed'));
      await Promise.all(
        slots.map((s) => {
          const session = s.session;
          s.session = null;
          if (!session || session.closed) return undefined;
          return new Promise<void>((resolve) => session.close(() => resolve()));
        }),
      );
    },
  };
}

export type Http2Pool = ReturnType<typeof createHttp2Pool>;
