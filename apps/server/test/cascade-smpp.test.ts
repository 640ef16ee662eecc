import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactChannels } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { cascadeTools, policy } from './helpers/cascade';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { startSmsc, type Smsc } from './helpers/kannel';
import { startReceiptSmsc, type ReceiptSmsc } from './helpers/smsc-receipts';
import { login } from './helpers/session';

// Issue 36 #4: the SMPP 3.4 provider against a real SMSC, Kannel's (drive_smpp, kannel-extras): texts handed over by
// submit_sm on a transmitter bind; a text from a phone, on the receiver bind, confirms the person it answers.
describe('the SMPP provider, against Kannel', () => {
  let t: TestContext;
  let smsc: Smsc;
  const tools = cascadeTools(() => t);

  beforeAll(async () => {
    t = await createTestContext();
    smsc = await startSmsc(1);
  });
  afterAll(async () => {
    await t.close();
    await smsc.stop();
  });

  it(
    'hands texts over by submit_sm and takes a reply "1" as a confirmation',
    { timeout: 90_000 },
    async () => {
      const a = await createCommunityAdmin(t.database);
      const admin = (await login(t.app, a.user.username)).auth;
      await tools.ok('PUT', '/v1/notifications/cascade/policy', admin, policy());
      const saved = await tools.ok('POST', '/v1/notifications/cascade/providers', admin, {
        kind: 'SMPP',
        name: 'Kannel',
        host: '127.0.0.1',
        port: smsc.port,
        systemId: 'gathering',
        secret: 'smsc-password',
        smsSegmentCost: 0.005,
        voiceMinuteCost: 0,
        senders: [{ kind: 'SHORT_CODE', address: '12345', perSecond: 100 }],
      });
      expect(saved.data[0]).toMatchObject({ kind: 'SMPP', hasSecret: true, host: '127.0.0.1' });
      // The SMSC's phone is 456, a number no console would take: its channel is written as an import would.
      const user = await createUser(t.database);
      const phone = await addMembership(t.database, user.id, a.community.id);
      await t.database.db.insert(contactChannels).values({
        communityId: a.community.id,
        membershipId: phone.id,
        kind: 'MOBILE',
        value: '+456',
        consentSource: 'IMPORT',
      });
      const texts = () => (smsc.log().match(/submit_sm: short_message = <Evacuation order/g) ?? []).length;
      // Kannel's SMSC logs each text's body as it takes it (a wait, not a measure: generous for a loaded machine).
      const until = async (check: () => boolean | Promise<boolean>) => {
        const deadline = Date.now() + 30_000;
        while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      };

      // drive_smpp sends its "1" from 456 as soon as the receiver bind opens (with the first text), not in answer to
      // a text as a phone would: so the first alert goes to 456 alone, whose text is marked handed over before it
      // opens the binds (with two people, the one texted first is either — their attempts' ids decide — and a reply
      // that comes before the text to 456 is marked answers nothing).
      const first = await tools.alert(admin);
      await tools.run();
      await until(() => texts() >= 1);
      expect(texts()).toBe(1);
      // The phone at 456 answered "1" on the receiver bind: confirmed by SMS, nothing more goes to them.
      await until(async () => (await tools.people(first)).get(phone.id)?.state === 'CONFIRMED');
      expect((await tools.people(first)).get(phone.id)).toMatchObject({ state: 'CONFIRMED', via: 'SMS' });

      // A second alert, with a member the console gave a number: both texted by submit_sm, neither confirmed.
      const texted = await tools.member(a.community.id, admin, [{ kind: 'MOBILE', value: '+12049470001' }]);
      const second = await tools.alert(admin, { title: 'Evacuation order: second wave' });
      await tools.run();
      await until(() => texts() >= 3);
      expect(texts()).toBe(3);
      const attempts = await tools.attempts(second, texted.membershipId);
      expect(attempts.map((x) => [x.channel, x.status])).toEqual([['SMS', 'SENT']]);
      const people = await tools.people(second);
      expect(people.get(texted.membershipId)?.state).not.toBe('CONFIRMED');
      expect(people.get(phone.id)?.state).not.toBe('CONFIRMED');
    },
  );

  describe('delivery receipts (an SMSC on Net::SMPP: Kannel’s test SMSC sends none)', () => {
    let receipts: ReceiptSmsc;
    beforeAll(async () => {
      receipts = await startReceiptSmsc();
    });
    afterAll(() => receipts?.stop());

    it(
      "records DELIVRD as delivered and UNDELIV as undelivered with the SMSC's error, from deliver_sm on the receiver bind",
      { timeout: 90_000 },
      async () => {
        const a = await createCommunityAdmin(t.database);
        const admin = (await login(t.app, a.user.username)).auth;
        // Texts only, then e-mail at once for whoever is not reached: an undelivered text moves its person on.
        await tools.ok(
          'PUT',
          '/v1/notifications/cascade/policy',
          admin,
          policy({
            steps: [
              { channel: 'SMS', afterMinutes: 0 },
              { channel: 'EMAIL', afterMinutes: 10 },
            ],
          }),
        );
        await tools.ok('POST', '/v1/notifications/cascade/providers', admin, {
          kind: 'SMPP',
          name: 'Receipts SMSC',
          host: '127.0.0.1',
          port: receipts.port,
          systemId: 'gathering',
          secret: 'smsc-password',
          smsSegmentCost: 0.005,
          voiceMinuteCost: 0,
          senders: [{ kind: 'SHORT_CODE', address: '12345', perSecond: 100 }],
        });
        const delivered = await tools.member(a.community.id, admin, [
          { kind: 'MOBILE', value: '+12049470001' },
        ]);
        // The SMSC fails texts to numbers ending in 2.
        const undelivered = await tools.member(a.community.id, admin, [
          { kind: 'MOBILE', value: '+12049470002' },
        ]);
        const id = await tools.alert(admin);
        await tools.run();
        const deadline = Date.now() + 30_000;
        const settled = async () => {
          const all = await tools.attempts(id);
          return all
            .filter((x) => x.channel === 'SMS')
            .every((x) => x.status !== 'SENT' && x.status !== 'QUEUED');
        };
        while (!(await settled()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        const ok = await tools.attempts(id, delivered.membershipId);
        const failed = await tools.attempts(id, undelivered.membershipId);
        // The reference the SMSC gave in submit_sm_resp is the one its receipt names.
        expect(ok).toEqual([
          expect.objectContaining({
            channel: 'SMS',
            status: 'DELIVERED',
            ref: expect.stringMatching(/^r\d{6}$/),
          }),
        ]);
        // Undelivered: the person goes on to their next channel at once; the delivered one waits its 10 minutes.
        expect(failed).toEqual([
          expect.objectContaining({ channel: 'SMS', status: 'UNDELIVERED', reason: 'SMSC error 001' }),
          expect.objectContaining({ channel: 'EMAIL', status: 'SENT' }),
        ]);
        expect(receipts.log()).toMatch(/receipt r\d{6} DELIVRD/);
        expect(receipts.log()).toMatch(/receipt r\d{6} UNDELIV/);
      },
    );
  });
});
