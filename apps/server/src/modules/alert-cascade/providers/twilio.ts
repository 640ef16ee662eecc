import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HandOver, OutgoingCall, OutgoingText, ProviderClient, ReceiptStatus } from './types';

/**
 * A Twilio-compatible REST provider: Messages and Calls (TwiML inline) under /2010-04-01/Accounts/{sid}, HTTP Basic
 * with the account and its auth token, form-encoded. Plain fetch: the two calls used do not need the SDK's
 * 4 MB. Any service speaking the same API (Twilio itself, SignalWire, the development simulator) fits.
 */
export function twilioClient(opts: {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  timeoutMs?: number;
}) {
  const root = `${opts.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}`;
  const auth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;

  async function post(path: string, form: Record<string, string>): Promise<HandOver> {
    let res: Response;
    try {
      res = await fetch(`${root}/${path}`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      return {
        ok: false,
        reason: `The provider could not be reached (${(err as Error).message})`,
        permanent: false,
      };
    }
    const body = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
    if (res.ok && body.sid) return { ok: true, ref: body.sid };
    const reason = `${res.status}${body.code ? ` ${body.code}` : ''}: ${body.message ?? res.statusText}`;
    // 400 is this message's fault (a bad number, 21211; an unreachable one, 21614): another provider would refuse
    // it too. 401/403 (credentials), 429 and 5xx are the provider's: the next one may take it.
    return { ok: false, reason, permanent: res.status === 400 };
  }

  const client: ProviderClient = {
    voice: true,
    sendText: (t: OutgoingText) =>
      post('Messages.json', { To: t.to, From: t.from, Body: t.text, StatusCallback: t.statusCallback }),
    call: (c: OutgoingCall) =>
      post('Calls.json', {
        To: c.to,
        From: c.from,
        Twiml: c.twiml,
        StatusCallback: c.statusCallback,
        StatusCallbackEvent: 'completed',
      }),
    close: async () => {},
  };
  return client;
}

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the full URL the provider called, followed by
 * each POST parameter's name and value sorted by name, base64. Compared in constant time.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A Messages or Calls status callback's status, as an attempt's; null for an in-between state (queued, ringing). */
export function twilioStatus(params: Record<string, string>): ReceiptStatus | null {
  const s = params.MessageStatus ?? params.SmsStatus ?? params.CallStatus;
  switch (s) {
    case 'sent':
      return 'SENT';
    case 'delivered':
    case 'completed': // a call answered (and hung up)
      return 'DELIVERED';
    case 'undelivered':
    case 'busy':
    case 'no-answer':
    case 'canceled':
      return 'UNDELIVERED';
    case 'failed':
      return 'FAILED';
    default:
      return null;
  }
}

const xml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Twilio's speech languages for Gathering's: the Canadian variant where it has one. */
const SPEECH: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };
export const speechLanguage = (language: string) => SPEECH[language] ?? language;

/**
 * The call's TwiML: the message said in its language (or the administrator's recording played), then the
 * key-press prompt inside <Gather>, said twice; a key pressed is posted to `gatherUrl`.
 */
export function callTwiml(c: {
  language: string;
  text: string | null;
  audioUrl: string | null;
  prompt: string;
  promptLanguage: string;
  gatherUrl: string;
}): string {
  const message = c.audioUrl
    ? `<Play>${xml(c.audioUrl)}</Play>`
    : `<Say language="${xml(speechLanguage(c.language))}">${xml(c.text ?? '')}</Say>`;
  const prompt = `<Say language="${xml(speechLanguage(c.promptLanguage))}">${xml(c.prompt)}</Say>`;
  const gather = `<Gather numDigits="1" timeout="8" action="${xml(c.gatherUrl)}" method="POST">${message}${prompt}</Gather>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${gather}<Gather numDigits="1" timeout="8" action="${xml(c.gatherUrl)}" method="POST">${prompt}</Gather></Response>`;
}

/** What the provider is told after a key press: a sentence, then the call ends. */
export const sayTwiml = (text: string, language: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Say language="${xml(speechLanguage(language))}">${xml(text)}</Say></Response>`;
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
