import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORDING_MAX_BYTES } from '@gathering/contract';
import type { SmsSimulator } from '../src/dev/sms-simulator';
import { rowsOf } from '../src/db/rows';
import { communityLanguages } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { cascadeSimulator, cascadeTools, policy, provider, type Headers } from './helpers/cascade';
import { addMembership, createCommunity, createUser } from './helpers/factories';
import { login } from './helpers/session';
import { multipart, tinyWav as wav } from './platform-fixtures';

// Issue 36 #5: no text-to-speech speaks Cree, so an administrator attaches a recording per language, and the call
// plays it (TwiML <Play>) instead of saying the text. Calls go to the Twilio-compatible simulator.
describe('an alert’s voice recordings', () => {
  let t: TestContext;
  let sim: SmsSimulator;
  let admin: Headers;
  let adminName: string;
  let community: { id: string; slug: string };
  const tools = cascadeTools(() => t);
  const cree = { language: 'cr', title: 'ᐱᒥᐦᒋᐁᐤ', body: 'ᓂᑭᐢᑳᐤ ᐅᑕ ᐊᐢᑭᕀ' };
  const fresh = async () => (await login(t.app, adminName)).auth;
  const upload = async (
    id: string,
    language: string,
    file: { data: Buffer; type?: string; name?: string },
  ) => {
    const body = multipart([
      {
        name: 'recording',
        filename: file.name ?? 'alert.wav',
        type: file.type ?? 'audio/wav',
        data: file.data,
      },
    ]);
    return t.app.inject({
      method: 'PUT',
      url: `/v1/notifications/${id}/recordings/${language}`,
      headers: { ...(await fresh()), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestContext();
    sim = await cascadeSimulator(() => t);
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });
  beforeEach(async () => {
    await t.reset();
    sim.reset();
    community = await createCommunity(t.database);
    await t.database.db.insert(communityLanguages).values([
      { communityId: community.id, tag: 'en', name: 'English', script: 'Latn', isDefault: true, position: 0 },
      { communityId: community.id, tag: 'cr', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', position: 1 },
    ]);
    const a = await createUser(t.database);
    await addMembership(t.database, a.id, community.id, { role: 'ADMIN' });
    adminName = a.username;
    admin = (await login(t.app, a.username)).auth;
    await tools.ok('PUT', '/v1/notifications/cascade/policy', admin, policy());
    await tools.ok('POST', '/v1/notifications/cascade/providers', admin, provider(sim));
  });

  async function creeReader(number: string) {
    const m = await tools.member(community.id, admin, [{ kind: 'MOBILE', value: number }]);
    await t.database.db.execute(
      sql`update memberships set languages = array['cr'] where id = ${m.membershipId}`,
    );
    return m;
  }
  const calls = (n: string) => sim.messages.filter((m) => m.to === n && m.kind === 'CALL');

  it('plays the Cree recording on the call, and says the alert in English without one', async () => {
    await creeReader('+12049470101');
    const id = await tools.alert(admin, { translations: [cree] });
    await tools.run();
    // The text goes out in Cree at once; the call comes 5 minutes later. Meanwhile a person records the alert.
    expect(sim.messages.find((m) => m.to === '+12049470101')?.body).toContain('ᐱᒥᐦᒋᐁᐤ');
    const review = async () =>
      (
        await tools.ok('POST', '/v1/notifications/cascade/estimate', await fresh(), {
          kind: 'EMERGENCY',
          alertType: 'EVACUATION',
          title: 'Evacuation order',
          body: 'Leave the east side now.',
          translations: [cree],
          notificationId: id,
          open: false,
          groups: [],
          recipients: [],
        })
      ).languages.find((l: { language: string }) => l.language === 'cr').voice;
    expect(await review()).toBe('NONE');
    const audio = wav();
    const res = await upload(id, 'cr', { data: audio });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ language: 'cr', contentType: 'audio/wav', bytes: audio.length }),
    ]);
    expect(await review()).toBe('RECORDING');

    await tools.after(5);
    const [call] = calls('+12049470101');
    const played = /<Play>([^<]+)<\/Play>/.exec(call.twiml ?? '')?.[1];
    expect(played, call.twiml).toBeDefined();
    expect(call.twiml).not.toContain('ᐱᒥᐦᒋᐁᐤ');
    // The key-press prompt is still said (in English: no voice speaks Cree).
    expect(call.twiml).toContain('<Gather numDigits="1"');
    // The provider fetches the recording at its signed address; without the signature it is not there.
    const url = new URL(played!.replace(/&amp;/g, '&'));
    const fetched = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(fetched.statusCode, played).toBe(200);
    expect(fetched.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(fetched.rawPayload, audio)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });

  it('calls in the alert’s own language when no recording and no voice has the reader’s', async () => {
    await creeReader('+12049470102');
    await tools.alert(admin, { translations: [cree] });
    await tools.run();
    await tools.after(5);
    const [call] = calls('+12049470102');
    expect(call.twiml).toContain('<Say language="en-CA">Evacuation order. Leave the east side now.</Say>');
    expect(call.twiml).not.toContain('<Play>');
  });

  it('takes MP3 or WAV only, 5 MB at most, in a language of the alert, and answers why not', async () => {
    const id = await tools.alert(admin, { translations: [cree], draft: true });
    const text = await upload(id, 'cr', { data: Buffer.from('not a sound at all'), type: 'audio/wav' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please upload the recording as an MP3 or WAV file.');
    const big = await upload(id, 'cr', { data: Buffer.concat([wav(), Buffer.alloc(RECORDING_MAX_BYTES)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('A recording can be at most 5 MB.');
    const french = await upload(id, 'fr', { data: wav() });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe('The alert has no text in this language.');
    const empty = await upload(id, 'cr', { data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    // An MP3 (ID3 header, then an MPEG frame) is taken; a second upload replaces the first.
    const mp3 = Buffer.concat([
      Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'),
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.alloc(400),
    ]);
    expect((await upload(id, 'cr', { data: wav() })).statusCode).toBe(200);
    const replaced = await upload(id, 'CR', { data: mp3, name: 'alert.mp3', type: 'audio/mpeg' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toEqual([
      expect.objectContaining({ language: 'cr', contentType: 'audio/mpeg' }),
    ]);
    // An ordinary push has no calls.
    const push = (
      await tools.ok('POST', '/v1/notifications', await fresh(), {
        title: 'Hello',
        body: 'World',
        draft: true,
      })
    ).id;
    const notAlert = await upload(push, 'en', { data: wav() });
    expect(notAlert.statusCode).toBe(400);
    expect(notAlert.json().message).toBe('Only an emergency alert has a cascade.');
  });

  it('is the community’s own: listed, removed, and out of reach of another community', async () => {
    const id = await tools.alert(admin, { translations: [cree], draft: true });
    expect((await upload(id, 'cr', { data: wav() })).statusCode).toBe(200);
    const listed = await tools.ok('GET', `/v1/notifications/${id}/recordings`, await fresh());
    expect(listed.data.map((r: { language: string }) => r.language)).toEqual(['cr']);
    const other = await createCommunity(t.database);
    const stranger = await createUser(t.database);
    await addMembership(t.database, stranger.id, other.id, { role: 'ADMIN' });
    const theirs = (await login(t.app, stranger.username)).auth;
    expect((await tools.inject('GET', `/v1/notifications/${id}/recordings`, theirs)).statusCode).toBe(404);
    expect((await tools.inject('DELETE', `/v1/notifications/${id}/recordings/cr`, theirs)).statusCode).toBe(
      404,
    );
    const removed = await tools.ok('DELETE', `/v1/notifications/${id}/recordings/cr`, await fresh());
    expect(removed.data).toEqual([]);
    expect(
      (await tools.inject('DELETE', `/v1/notifications/${id}/recordings/cr`, await fresh())).statusCode,
    ).toBe(404);
    const trail = await t.database.db.execute(
      sql`select action from audit_events where community_id = ${community.id}
        and action like 'cascade.recording%' order by seq`,
    );
    expect(rowsOf<{ action: string }>(trail).map((r) => r.action)).toEqual([
      'cascade.recording_saved',
      'cascade.recording_removed',
    ]);
  });
});
