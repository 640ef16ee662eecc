import { afterEach, describe, expect, it } from 'vitest';
import { twilioSignature } from '../src/modules/alert-cascade';
import { answersOf, startSmsSimulator, type SmsSimulator } from '../src/dev/sms-simulator/server';

// The demo's SMS and voice simulator answering by itself (issue 36 #4: "replies for tests and the demo"): receipts,
// and from some phones a reply "1" to a text or a key pressed on a call, each a callback signed as the account's.
const ACCOUNT = 'AC0000000000000000000000000000demo';
const TOKEN = 'demo-token';
const BASE = 'http://gathering.test/v1/public/cascade/providers/p1';

describe('the SMS and voice simulator, answering by itself', () => {
  let sim: SmsSimulator | undefined;
  afterEach(async () => sim?.close());

  async function start() {
    const posted: { url: string; params: Record<string, string> }[] = [];
    sim = await startSmsSimulator({
      accounts: { [ACCOUNT]: TOKEN },
      autoReceipts: { afterMs: 20 },
      autoAnswers: { afterMs: 20 },
      post: async (url, params, signature) => {
        // Every callback carries the account's signature, as the server checks it.
        expect(signature).toBe(twilioSignature(TOKEN, url, params));
        posted.push({ url, params });
        return { status: 204, body: '' };
      },
    });
    return posted;
  }

  const send = (path: 'Messages' | 'Calls', to: string, attempt: string) =>
    fetch(`${sim!.url}/2010-04-01/Accounts/${ACCOUNT}/${path}.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        To: to,
        From: '+15550001111',
        StatusCallback: `${BASE}/status/${attempt}`,
        ...(path === 'Messages'
          ? { Body: 'Evacuation order' }
          : {
              Twiml: `<Response><Gather numDigits="1" action="${BASE}/gather/${attempt}"><Say>Evacuation order</Say></Gather></Response>`,
            }),
      }).toString(),
    });

  it('chooses each phone by its last digit: a text reply, a key on the call, or nothing', () => {
    expect(['+12045550100', '+12045550103', '+12045550109'].map(answersOf)).toEqual(['TEXT', 'TEXT', 'TEXT']);
    expect(['+12045550101', '+12045550104', '+12045550107'].map(answersOf)).toEqual(['KEY', 'KEY', 'KEY']);
    expect(['+12045550102', '+12045550105', '+12045550108'].map(answersOf)).toEqual([null, null, null]);
  });

  it('replies "1" to a delivered text from the phone, at its number’s inbound address', async () => {
    const posted = await start();
    expect((await send('Messages', '+12045550100', 'a1')).status).toBe(201);
    await expect.poll(() => posted.length).toBe(2);
    expect(posted[0]).toMatchObject({ url: `${BASE}/status/a1`, params: { MessageStatus: 'delivered' } });
    expect(posted[1]).toMatchObject({
      url: `${BASE}/inbound`,
      params: { From: '+12045550100', To: '+15550001111', Body: '1', AccountSid: ACCOUNT },
    });
  });

  it('presses 1 on a call before its receipt says it ended, and does not text back', async () => {
    const posted = await start();
    expect((await send('Messages', '+12045550104', 'a2')).status).toBe(201);
    expect((await send('Calls', '+12045550104', 'a3')).status).toBe(201);
    await expect.poll(() => posted.length).toBe(3);
    const ofCall = posted.filter((p) => p.url.endsWith('/a3'));
    expect(ofCall.map((p) => [p.url, p.params.Digits ?? p.params.CallStatus])).toEqual([
      [`${BASE}/gather/a3`, '1'],
      [`${BASE}/status/a3`, 'completed'],
    ]);
    expect(posted.filter((p) => p.url.endsWith('/inbound'))).toEqual([]);
  });

  it('leaves the phones that never answer with their receipts only', async () => {
    const posted = await start();
    await send('Messages', '+12045550102', 'a4');
    await send('Calls', '+12045550102', 'a5');
    await expect.poll(() => posted.length).toBe(2);
    // Time for an answer that must not come.
    await new Promise((r) => setTimeout(r, 100));
    expect(posted.map((p) => p.params.MessageStatus ?? p.params.CallStatus)).toEqual([
      'delivered',
      'completed',
    ]);
  });
});
