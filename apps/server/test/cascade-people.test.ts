import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsSimulator } from '../src/dev/sms-simulator';
import { rowsOf } from '../src/db/rows';
import { refreshUserSearchText } from '../src/modules/auth/user-search.repository';
import type { TestContext } from './helpers/app';
import { cascadeSuite, cascadeTools, policy, provider, type Headers } from './helpers/cascade';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

/** poppler's pdftotext (installed by .ci/run): the text a reader copying it out of the file gets. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'call-sheet-'));
  writeFileSync(join(dir, 's.pdf'), pdf);
  execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 's.pdf'), join(dir, 's.txt')]);
  return readFileSync(join(dir, 's.txt'), 'utf8');
}

// Issue 36 #3 on the alert page: the people of an alert's cascade by state with their attempts, the responders' call
// sheet (a PDF, split by responder, with numbers, address and household notes; a GET that changes nothing) and the
// responders' check-ins (audit trail; "reached in person" confirms and stops the cascade for that person).
describe("an alert's people, call sheet and check-ins", () => {
  const suite = cascadeSuite({ firstName: 'Ada', lastName: 'Admin' });
  let t: TestContext;
  let sim: SmsSimulator;
  let admin: Headers;
  let adminName: string;
  let community: { id: string; slug: string };
  let providerId: string;
  const tools = cascadeTools(() => t);

  beforeEach(async () => {
    ({ t, sim, community, adminName } = suite);
    admin = (await login(t.app, adminName)).auth;
    await tools.ok('PUT', '/v1/notifications/cascade/policy', admin, policy());
    providerId = (await tools.ok('POST', '/v1/notifications/cascade/providers', admin, provider(sim))).data[0]
      .id;
  });

  const fresh = async () => (await login(t.app, adminName)).auth;
  const mobile = (value: string) => ({ kind: 'MOBILE', value });
  const inbound = () => `${t.config.publicUrl}/v1/public/cascade/providers/${providerId}/inbound`;

  /** Three people: one who will confirm by text, one with a household on record in the Elders, one with nothing. */
  async function scene() {
    const confirms = await tools.member(community.id, admin, [mobile('+12049470101')], {
      firstName: 'Carl',
      lastName: 'Confirms',
    });
    const elder = await tools.member(community.id, admin, [], { firstName: 'Ēva', lastName: 'ᐊᓂᓯᓈᐯ' });
    await tools.ok('PUT', `/v1/members/${elder.membershipId}/contacts`, admin, {
      channels: [mobile('+12049470102'), { kind: 'LANDLINE', value: '+12049470202' }],
      address: '12 River Road, Lot 4',
      householdNotes: 'Uses a walker; knock at the side door',
    });
    const silent = await tools.member(community.id, admin, [], { firstName: 'Nell', lastName: 'Nophone' });
    const responderA = await tools.member(community.id, admin, [], { firstName: 'Rita', lastName: 'Elders' });
    const responderB = await tools.member(community.id, admin, [], { firstName: 'Rob', lastName: 'Anyone' });
    const group = (
      await tools.inject('POST', '/v1/groups', admin, { group: 'Elders', members: [elder.membershipId] })
    ).json().id as string;
    await tools.ok('PUT', '/v1/notifications/cascade/responders', admin, {
      responders: [
        { membershipId: responderA.membershipId, groups: [group] },
        { membershipId: responderB.membershipId },
      ],
    });
    const id = await tools.alert(admin);
    await tools.run();
    await sim.reply('AC1', inbound(), '+12049470101', '+12045550100', '1');
    return { id, confirms, elder, silent };
  }

  it('lists the people by state, each with their texts (provider, status, reason)', async () => {
    const { id, confirms, elder, silent } = await scene();
    const text = sim.messages.find((m) => m.to === '+12049470102')!;
    await sim.receipt(text, 'undelivered', { code: '30003', message: 'Unreachable destination handset' });
    const all = await tools.ok('GET', `/v1/notifications/${id}/cascade/people?limit=100`, admin);
    expect(all.meta.total).toBe(6);
    const confirmed = await tools.ok('GET', `/v1/notifications/${id}/cascade/people?state=CONFIRMED`, admin);
    expect(confirmed.data).toHaveLength(1);
    expect(confirmed.data[0]).toMatchObject({
      membershipId: confirms.membershipId,
      name: 'Carl Confirms',
      state: 'CONFIRMED',
      confirmedVia: 'SMS',
      attempts: [{ channel: 'SMS', to: '+12049470101', provider: 'Simulated', status: 'SENT' }],
    });
    const person = all.data.find((p: { membershipId: string }) => p.membershipId === elder.membershipId);
    expect(person.attempts[0]).toMatchObject({
      channel: 'SMS',
      provider: 'Simulated',
      status: 'UNDELIVERED',
    });
    expect(person.attempts[0].reason).toContain('Unreachable destination handset');
    const nobody = all.data.find((p: { membershipId: string }) => p.membershipId === silent.membershipId);
    // No number: the e-mail at once, through the mail server (no provider).
    expect(nobody).toMatchObject({ attempts: [{ channel: 'EMAIL', provider: null }], checkIns: [] });
    // Found by a name typed without its accent (the factory writes people past the search text's writer).
    await refreshUserSearchText(t.database.db, [elder.user.id]);
    const found = await tools.ok('GET', `/v1/notifications/${id}/cascade/people?search=eva`, admin);
    expect(found.data.map((p: { name: string }) => p.name)).toEqual(['Ēva ᐊᓂᓯᓈᐯ']);
    // One page at a time.
    const page = await tools.ok('GET', `/v1/notifications/${id}/cascade/people?limit=2&offset=1`, admin);
    expect(page.meta).toEqual({ current: 1, pages: 3, total: 6 });
    expect(page.data).toHaveLength(2);
  });

  it('prints the call sheet by responder, reading only', async () => {
    const { id } = await scene();
    const snapshot = async () =>
      rowsOf(
        await t.database.db.execute(sql`
          select (select count(*) from audit_events)::int as audit,
            (select json_agg(p order by membership_id) from alert_people p) as people,
            (select count(*) from alert_attempts)::int as attempts`),
      )[0];
    const before = await snapshot();
    const res = await tools.inject('GET', `/v1/notifications/${id}/cascade/call-sheet`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`call-sheet-${id}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Call sheet');
    expect(text).toContain('Alert: Evacuation order');
    // The elder goes to the Elders' responder, with their household; the one with no phone to the other.
    const part = (name: string) => text.split('Responder: ').find((p) => p.startsWith(name)) ?? '';
    const [ritaPart, robPart] = [part('Rita Elders'), part('Rob Anyone')];
    expect(ritaPart).toContain('Ēva ᐊᓂᓯᓈᐯ');
    expect(ritaPart).toContain('(204) 947-0102');
    expect(ritaPart).toContain('(204) 947-0202');
    expect(ritaPart).toContain('12 River Road, Lot 4');
    expect(ritaPart).toContain('Uses a walker; knock at the side door');
    expect(robPart).toContain('Nell Nophone');
    expect(robPart).not.toContain('River Road');
    expect(text).not.toContain('Carl Confirms');
    expect(await snapshot()).toEqual(before);

    const fr = await t.app.inject({
      method: 'GET',
      url: `/v1/notifications/${id}/cascade/call-sheet`,
      headers: { ...admin, 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(pdfText(fr.rawPayload)).toContain('Intervenant : Rita Elders');
  });

  it('records check-ins in the audit trail; "reached in person" confirms and stops the cascade', async () => {
    const { id, elder } = await scene();
    const url = `/v1/notifications/${id}/cascade/people/${elder.membershipId}/check-ins`;
    expect((await tools.ok('POST', url, admin, { outcome: 'NOT_HOME', note: ' Truck gone ' })).message).toBe(
      'Check-in was recorded',
    );
    expect((await tools.people(id)).get(elder.membershipId)?.state).not.toBe('CONFIRMED');
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    await tools.ok('POST', url, await fresh(), { outcome: 'REACHED_IN_PERSON' });
    expect((await tools.people(id)).get(elder.membershipId)).toMatchObject({
      state: 'CONFIRMED',
      via: 'RESPONDER',
    });
    // Nothing more goes to them: no call after the SMS step's minutes.
    await tools.after(30);
    expect(sim.messages.filter((m) => m.to === '+12049470102' && m.kind === 'CALL')).toHaveLength(0);
    const page = await tools.ok(
      'GET',
      `/v1/notifications/${id}/cascade/people?state=CONFIRMED`,
      await fresh(),
    );
    const person = page.data.find((p: { membershipId: string }) => p.membershipId === elder.membershipId);
    expect(person.confirmedVia).toBe('RESPONDER');
    expect(
      person.checkIns.map((c: { outcome: string; note: string; recordedBy: string }) => c),
    ).toMatchObject([
      { outcome: 'REACHED_IN_PERSON', note: '', recordedBy: 'Ada Admin' },
      { outcome: 'NOT_HOME', note: 'Truck gone', recordedBy: 'Ada Admin' },
    ]);
    const trail = rowsOf<{ details: { outcome: string; confirmed: boolean; notificationId: string } }>(
      await t.database.db.execute(sql`
        select details from audit_events where action = 'cascade.check_in' and target_id = ${elder.membershipId}
        order by seq`),
    );
    expect(trail.map((r) => [r.details.outcome, r.details.confirmed, r.details.notificationId])).toEqual([
      ['NOT_HOME', false, id],
      ['REACHED_IN_PERSON', true, id],
    ]);
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const { id, elder } = await scene();
    const url = `/v1/notifications/${id}/cascade/people/${elder.membershipId}/check-ins`;
    const bad = [
      [url, { outcome: 'SLEEPING' }],
      [url, { outcome: 'NOT_HOME', note: 'x'.repeat(1001) }],
      [url, {}],
      [`/v1/notifications/${id}/cascade/people/not-a-uuid/check-ins`, { outcome: 'NOT_HOME' }],
    ] as const;
    for (const [u, body] of bad) expect((await tools.inject('POST', u, admin, body)).statusCode).toBe(400);
    const long = await tools.inject('POST', url, admin, { outcome: 'NOT_HOME', note: 'x'.repeat(1001) });
    expect(long.body).toContain('A note can be at most 1,000 characters.');
    for (const q of ['state=ASLEEP', 'limit=1000', 'offset=-1'])
      expect(
        (await tools.inject('GET', `/v1/notifications/${id}/cascade/people?${q}`, admin)).statusCode,
      ).toBe(400);
    const news = await tools.ok('POST', '/v1/notifications', admin, { title: 'News', body: 'Bingo tonight' });
    for (const path of ['people', 'call-sheet'])
      expect(
        (await tools.inject('GET', `/v1/notifications/${news.id}/cascade/${path}`, admin)).statusCode,
      ).toBe(400);
    const checkIns = rowsOf(await t.database.db.execute(sql`select id from alert_check_ins`));
    expect(checkIns).toHaveLength(0);
  });

  it("keeps each community's alerts and people to itself", async () => {
    const { id, elder } = await scene();
    const other = await createCommunityAdmin(t.database);
    const stranger = (await login(t.app, other.user.username)).auth;
    const url = `/v1/notifications/${id}/cascade/people/${elder.membershipId}/check-ins`;
    expect((await tools.inject('GET', `/v1/notifications/${id}/cascade/people`, stranger)).statusCode).toBe(
      404,
    );
    expect(
      (await tools.inject('GET', `/v1/notifications/${id}/cascade/call-sheet`, stranger)).statusCode,
    ).toBe(404);
    expect((await tools.inject('POST', url, stranger, { outcome: 'REACHED_IN_PERSON' })).statusCode).toBe(
      404,
    );
    // Someone of another community is not a person of this alert.
    const outsider = await addMembership(t.database, (await createUser(t.database)).id, other.community.id);
    const wrong = `/v1/notifications/${id}/cascade/people/${outsider.id}/check-ins`;
    const res = await tools.inject('POST', wrong, admin, { outcome: 'REACHED_IN_PERSON' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This person is not in the alert’s audience.');
    expect((await tools.people(id)).get(elder.membershipId)?.state).not.toBe('CONFIRMED');
    expect(rowsOf(await t.database.db.execute(sql`select id from alert_check_ins`))).toHaveLength(0);
  });
});
