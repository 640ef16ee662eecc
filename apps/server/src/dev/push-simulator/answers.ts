// Answering a request: now, or after the simulated latency in one queue under one timer; or disrupting its stream
// or session (a scripted reset or GOAWAY). Every answer counts the request out of the in-flight figure.
import http2, { type ServerHttp2Stream } from 'node:http2';
import type { ScriptedError } from './scripts';

export const retryAfter = (s: ScriptedError, fallback?: number): Record<string, string> => {
  const seconds = s.retryAfterSeconds ?? fallback;
  return seconds === undefined ? {} : { 'retry-after': String(seconds) };
};

export function createResponder(stats: { inFlight: number }, initialLatencyMs: number) {
  let latencyMs = initialLatencyMs;

  // One answer waiting for its latency: plain data, no closure per request.
  interface Answer {
    at: number;
    stream: ServerHttp2Stream;
    headers: Record<string, string | number>;
    text: string | undefined;
  }

  function send(stream: ServerHttp2Stream, headers: Answer['headers'], text: string | undefined) {
    stats.inFlight--;
    if (stream.destroyed || stream.closed) return;
    stream.respond(headers, { endStream: text === undefined });
    if (text !== undefined) stream.end(text);
  }

  function respond(
    stream: ServerHttp2Stream,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const all: Answer['headers'] = text
      ? { ':status': status, 'content-type': 'application/json', ...headers }
      : { ':status': status, ...headers };
    if (latencyMs > 0) later(stream, all, text);
    else send(stream, all, text);
  }

  // Answers wait `latencyMs` in one queue under one timer, not a timer each: at 10,000 requests a second the
  // timers were a good part of the simulator's CPU. Latency is the same for all, so the queue stays in order.
  const due: Answer[] = [];
  let dueHead = 0;
  let timer: NodeJS.Timeout | null = null;
  function later(stream: ServerHttp2Stream, headers: Answer['headers'], text: string | undefined) {
    due.push({ at: performance.now() + latencyMs, stream, headers, text });
    if (!timer) timer = setTimeout(flush, latencyMs);
  }
  function flush() {
    timer = null;
    const now = performance.now();
    // A timer may fire a little early: within a millisecond counts as due.
    while (dueHead < due.length && due[dueHead].at <= now + 1) {
      const a = due[dueHead];
      due[dueHead++] = undefined as unknown as Answer;
      try {
        send(a.stream, a.headers, a.text);
      } catch {
        // The stream or its session went away meanwhile: nobody is waiting for this answer.
      }
    }
    if (dueHead === due.length) {
      due.length = 0;
      dueHead = 0;
    } else {
      if (dueHead > 4096) {
        due.splice(0, dueHead);
        dueHead = 0;
      }
      timer = setTimeout(flush, Math.max(0, due[dueHead].at - now));
    }
  }

  function disrupt(stream: ServerHttp2Stream, error: 'reset' | 'goaway') {
    stats.inFlight--;
    if (error === 'reset') stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
    else {
      // lastStreamID below this stream: the client learns this request was not processed.
      stream.session?.goaway(http2.constants.NGHTTP2_NO_ERROR, Math.max(0, (stream.id ?? 2) - 2));
      stream.close(http2.constants.NGHTTP2_REFUSED_STREAM);
      setTimeout(() => stream.session?.destroy(), 50).unref();
    }
  }

  return {
    respond,
    disrupt,
    setLatency: (ms: number) => {
      latencyMs = ms;
    },
    /** Stops the timer of answers still waiting (on close). */
    stop: () => {
      if (timer) clearTimeout(timer);
    },
  };
}

export type Responder = ReturnType<typeof createResponder>;
