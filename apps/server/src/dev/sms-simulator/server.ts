import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../../modules/alert-cascade';

/** A text or call the simulator took. `at`: when it arrived (performance.now(), milliseconds). */
export interface SimMessage {
  sid: string;
  kind: 'SMS' | 'CALL';
  accountSid: string;
  from: string;
  to: string;
  body: string;
  twiml: string;
  statusCallback: string;
  at: number;
}

/** How the simulator answers one request: an HTTP error with Twilio's code, a delay, or (by default) a sid. */
export interface SimAnswer {
  status?: number;
  code?: number;
  message?: string;
  delayMs?: number;
  /** The receipt it sends by itself after `receiptAfterMs` (when `autoReceipts` is on): delivered unless said. */
  receipt?: string;
}

export interface SmsSimulatorOptions {
  /** Accounts and their auth tokens: requests are checked with HTTP Basic, callbacks signed with the token. */
  accounts: Record<string, string>;
  /** How a callback reaches the server (default: fetch). Tests hand it to their app's inject. */
  post?: (
    url: string,
    params: Record<string, string>,
    signature: string,
  ) => Promise<{ status: number; body: string }>;
  /** Receipts sent by itself, this long after each hand-over (the demo): off by default, tests send them. */
  autoReceipts?: { afterMs: number };
  /**
   * With autoReceipts, people who answer by themselves (the demo), chosen by their number's last digit so that the
   * same phone answers alike every time: 0, 3, 6, 9 reply "1" to a text this long after its receipt; 1, 4, 7 let
   * texts be but press 1 on a call before it ends; the others never answer (they end on the responders' call sheet).
   */
  autoAnswers?: { afterMs: number };
  /** Told of each text and call taken (the demo logs them: that log is what a phone would have shown). */
  onMessage?: (m: SimMessage) => void;
  port?: number;
}

const form = async (req: IncomingMessage) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return Object.fromEntries(new URLSearchParams(raw)) as Record<string, string>;
};
const json = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** How the demo's phone at `to` answers by itself (autoAnswers): by text, by a key on a call, or not at all. */
export function answersOf(to: string): 'TEXT' | 'KEY' | null {
  const digit = Number(to.slice(-1));
  if (!Number.isInteger(digit)) return null;
  return digit % 3 === 0 ? 'TEXT' : digit % 3 === 1 ? 'KEY' : null;
}

export async function startSmsSimulator(opts: SmsSimulatorOptions) {
  const messages: SimMessage[] = [];
  let answer: (m: SimMessage) => SimAnswer | undefined = () => undefined;
  const timers = new Set<NodeJS.Timeout>();
  /** Runs `work` after `ms` (a callback the server refuses, or one sent after close, is let go). */
  const later = (ms: number, work: () => Promise<unknown>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void work().catch(() => {});
    }, ms);
    timers.add(timer);
  };
  const post =
    opts.post ??
    (async (url, params, signature) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(params).toString(),
      });
      return { status: res.status, body: await res.text() };
    });

  /** Sends a signed callback as the account of `m` would. */
  function signed(accountSid: string, url: string, params: Record<string, string>) {
    return post(url, params, twilioSignature(opts.accounts[accountSid], url, params));
  }

  const server = createServer(async (req, res) => {
    // When the request came, before its body is read (the body's reading waits on the event loop).
    const at = performance.now();
    const m = /^\/2010-04-01\/Accounts\/([^/]+)\/(Messages|Calls)\.json$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m)
      return json(res, 404, { code: 20404, message: 'The requested resource was not found' });
    const [user, pass] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    const accountSid = decodeURIComponent(m[1]);
    if (user !== accountSid || opts.accounts[accountSid] === undefined || opts.accounts[accountSid] !== pass)
      return json(res, 401, { code: 20003, message: 'Authentication Error - invalid username' });
    const p = await form(req);
    const kind = m[2] === 'Messages' ? 'SMS' : 'CALL';
    if (!p.To || !p.From || (kind === 'SMS' ? !p.Body : !p.Twiml))
      return json(res, 400, { code: 21604, message: "A 'To', 'From' and a body are required" });
    const msg: SimMessage = {
      sid: `${kind === 'SMS' ? 'SM' : 'CA'}${randomBytes(16).toString('hex')}`,
      kind,
      accountSid,
      from: p.From,
      to: p.To,
      body: p.Body ?? '',
      twiml: p.Twiml ?? '',
      statusCallback: p.StatusCallback ?? '',
      at,
    };
    const a = answer(msg) ?? {};
    if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
    if (a.status && a.status >= 300)
      return json(res, a.status, {
        code: a.code ?? 30008,
        message: a.message ?? 'Unknown error',
        status: a.status,
      });
    messages.push(msg);
    opts.onMessage?.(msg);
    json(res, 201, { sid: msg.sid, status: 'queued', to: msg.to, from: msg.from });
    if (opts.autoReceipts && msg.statusCallback) {
      const answers = opts.autoAnswers ? answersOf(msg.to) : null;
      const status = a.receipt ?? (kind === 'SMS' ? 'delivered' : 'completed');
      later(opts.autoReceipts.afterMs, async () => {
        // A key is pressed while the call lasts: before its receipt says it ended.
        if (kind === 'CALL' && answers === 'KEY' && status === 'completed') await sim.press(msg, '1');
        await sim.receipt(msg, status);
        if (kind === 'SMS' && answers === 'TEXT' && status === 'delivered')
          later(opts.autoAnswers!.afterMs, () =>
            // The number's inbound address sits beside the text's status address (callbacks.routes.ts).
            sim.reply(
              msg.accountSid,
              msg.statusCallback.replace(/\/status\/[^/]+$/, '/inbound'),
              msg.to,
              msg.from,
              '1',
            ),
          );
      });
    }
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sim = {
    url,
    /** Every text and call taken, in order of arrival. */
    messages,
    /** Decides the answer to each request from now on (undefined: a sid). */
    answer(fn: (m: SimMessage) => SimAnswer | undefined) {
      answer = fn;
    },
    reset() {
      messages.length = 0;
      answer = () => undefined;
    },
    /** The status callback of a text or call: 'sent', 'delivered', 'undelivered', 'failed', 'completed', 'no-answer'… */
    receipt(m: SimMessage, status: string, error?: { code: string; message: string }) {
      const key = m.kind === 'SMS' ? 'MessageStatus' : 'CallStatus';
      const params: Record<string, string> = {
        AccountSid: m.accountSid,
        [m.kind === 'SMS' ? 'MessageSid' : 'CallSid']: m.sid,
        [key]: status,
        From: m.from,
        To: m.to,
      };
      if (error) Object.assign(params, { ErrorCode: error.code, ErrorMessage: error.message });
      return signed(m.accountSid, m.statusCallback, params);
    },
    /** A key pressed during a call: posted to the action of its <Gather>. */
    press(m: SimMessage, digits: string) {
      const action = /<Gather[^>]* action="([^"]+)"/.exec(m.twiml)?.[1]?.replace(/&amp;/g, '&');
      if (!action) throw new Error('the call has no <Gather>');
      return signed(m.accountSid, action, {
        AccountSid: m.accountSid,
        CallSid: m.sid,
        Digits: digits,
        From: m.from,
        To: m.to,
      });
    },
    /** A text from a phone to one of the account's numbers, posted to that number's inbound address. */
    reply(accountSid: string, inboundUrl: string, from: string, to: string, body: string) {
      const params = {
        AccountSid: accountSid,
        MessageSid: `SM${randomBytes(16).toString('hex')}`,
        From: from,
        To: to,
        Body: body,
      };
      return signed(accountSid, inboundUrl, params);
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  return sim;
}

export type SmsSimulator = Awaited<ReturnType<typeof startSmsSimulator>>;
