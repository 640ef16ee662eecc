import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTACT_IMPORT_MAX_ROWS, contactImportMessages as reasons } from '@gathering/contract';
import { memberships, users } from '../src/db/schema';
import { rowsOf } from '../src/db/rows';
import { createTestContext, type TestContext } from './helpers/app';
import { cascadeTools, type Headers } from './helpers/cascade';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

// Issue 36 #1: an administrator sets members' numbers, e-mail addresses and consents from a CSV file; each row is
// checked as the API checks it, a file with bad rows writes nothing unless the valid rows are confirmed, and every
// change is in the audit trail with the source IMPORT.
describe('CSV import of contact channels', () => {
  let t: TestContext;
  let admin: Headers;
  let adminId: string;
  let community: { id: string; slug: string };
  const tools = cascadeTools(() => t);

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    community = a.community;
    adminId = a.user.id;
    admin = (await login(t.app, a.user.username)).auth;
  });

  const send = (url: string, csv: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url, payload: csv, headers: { ...headers, 'content-type': 'text/csv' } });
  const preview = (csv: string, headers?: Record<string, string>) =>
    send('/v1/members/contacts/import/preview', csv, headers);
  const start = (csv: string, confirm = false, headers?: Record<string, string>) =>
    send(`/v1/members/contacts/import${confirm ? '?skipInvalid=true' : ''}`, csv, headers);
  const status = (id: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: `/v1/members/contacts/import/${id}`, headers });
  /** Starts the import (202 at once), runs its job, and answers the import as the console's poll then sees it. */
  const run = async (csv: string, confirm = false) => {
    const res = await start(csv, confirm);
    if (res.statusCode !== 202) return res;
    await t.drain();
    return status(res.json().id);
  };
  const channelsOf = async (membershipId: string) =>
    (await tools.ok('GET', `/v1/members/${membershipId}/contacts`, admin)).channels.map(
      (c: { kind: string; value: string; alerts: boolean; news: boolean; consentSource: string }) => [
        c.kind,
        c.value,
        c.alerts,
        c.news,
        c.consentSource,
      ],
    );
  const member = async (email: string) => {
    const user = await createUser(t.database, { email });
    return addMembership(t.database, user.id, community.id);
  };

  it('sets channels and consents from a good file, with the audit trail', async () => {
    const elder = await member('elder@example.org');
    const youth = await member('youth@example.org');
    // The youth already gave their news consent on this mobile: an empty consent cell keeps it.
    await tools.ok('PUT', `/v1/members/${youth.id}/contacts`, admin, {
      channels: [
        { kind: 'MOBILE', value: '+1 204 947 0199', news: true },
        { kind: 'EMAIL', value: 'old@example.org' },
      ],
    });
    const csv = [
      'Email,Member ID,Mobile,Mobile alerts,Mobile news,Landline,Contact e-mail,news',
      'ELDER@example.org,,(204) 947-0123,yes,oui,+1 204 555 0100,,no',
      `,${youth.id},+1 204 947 0199,,,,kid@example.org,`,
    ].join('\n');

    const seen = await preview(csv);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().summary).toEqual({ total: 2, valid: 2, invalid: 0 });
    expect(seen.json().rows[0]).toMatchObject({
      line: 2,
      member: 'elder@example.org',
      name: expect.stringMatching(/^Test User\d+$/),
      mobile: '+12049470123',
      landline: '+12045550100',
      status: 'valid',
      reason: null,
    });
    // A preview writes nothing.
    expect(await channelsOf(elder.id)).toEqual([]);

    const started = await start(csv);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({
      status: 'QUEUED',
      total: 2,
      processed: 0,
      summary: { total: 2, valid: 2, invalid: 0 },
    });
    // Nothing is applied until the job runs.
    expect(await channelsOf(elder.id)).toEqual([]);
    await t.drain();
    const res = await status(started.json().id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'DONE',
      total: 2,
      processed: 2,
      updated: 2,
      unchanged: 0,
      invalid: 0,
      added: 3,
      changed: 0,
      removed: 1,
      error: null,
    });
    expect(res.json().finishedOn).toEqual(expect.any(String));
    expect(await channelsOf(elder.id)).toEqual([
      ['MOBILE', '+12049470123', true, true, 'IMPORT'],
      ['LANDLINE', '+12045550100', true, false, 'IMPORT'],
    ]);
    // The e-mail channel the file fills replaces the old one; the mobile's news consent the youth gave stays.
    expect(await channelsOf(youth.id)).toEqual([
      ['MOBILE', '+12049470199', true, true, 'ADMIN'],
      ['EMAIL', 'kid@example.org', true, false, 'IMPORT'],
    ]);
    const trail = rowsOf<{ action: string; details: { source: string; value: string }; actor_id: string }>(
      await t.database.db.execute(sql`
        select action, details, actor_id from audit_events where target_id in (${elder.id}::text, ${youth.id}::text)
        and details->>'source' = 'IMPORT' order by seq`),
    );
    // The job acts in the name of the administrator who started the import.
    expect(new Set(trail.map((r) => r.actor_id))).toEqual(new Set([adminId]));
    expect(trail.map((r) => [r.action, r.details.value])).toEqual([
      ['contacts.channel_added', '+12049470123'],
      ['contacts.channel_added', '+12045550100'],
      ['contacts.channel_added', 'kid@example.org'],
      ['contacts.channel_removed', 'old@example.org'],
    ]);

    // The same file again changes nothing and records nothing.
    expect((await run(csv)).json()).toMatchObject({
      updated: 0,
      unchanged: 2,
      added: 0,
      changed: 0,
      removed: 0,
    });
    // A consent the file changes is changed in place, the channel kept where it was.
    const withdrawn = await run('email,mobile,mobile_news\nelder@example.org,(204) 947-0123,no');
    expect(withdrawn.json()).toMatchObject({ updated: 1, added: 0, changed: 1, removed: 0 });
    expect(await channelsOf(elder.id)).toEqual([
      ['MOBILE', '+12049470123', true, false, 'IMPORT'],
      ['LANDLINE', '+12045550100', true, false, 'IMPORT'],
    ]);
  });

  it('gives each bad row its sentence and writes nothing unless the good rows are confirmed', async () => {
    const a = await member('a@example.org');
    const b = await member('b@example.org');
    const csv = [
      'email,mobile,landline,contact_email,alerts',
      'a@example.org,+1 204 947 0123,,,',
      'b@example.org,12345,,,',
      'b@example.org,,,,',
      'nobody@example.org,+1 204 947 0124,,,',
      ',+1 204 947 0125,,,',
      'a@example.org,,(204) 555-01,,',
      'b@example.org,+33 1 42 68 53 00,,,',
      'b@example.org,,,not an address,',
      'b@example.org,+1 204 947 0126,,,maybe',
      'a@example.org,+1 204 947 0127,,,',
      'b@example.org,+1 204 947 0128,,,',
    ].join('\n');
    const seen = (await preview(csv)).json();
    expect(seen.summary).toEqual({ total: 11, valid: 2, invalid: 9 });
    expect(seen.rows.map((r: { line: number; reason: string | null }) => [r.line, r.reason])).toEqual([
      [2, null],
      [3, reasons.mobileInvalid],
      [4, reasons.nothingToSet],
      [5, reasons.memberUnknown],
      [6, reasons.memberMissing],
      [7, reasons.landlineInvalid],
      [8, reasons.notMobile],
      [9, reasons.emailInvalid],
      [10, reasons.consentInvalid],
      [11, 'This member is already on line 2.'],
      [12, null],
    ]);
    // The bad cell is shown as written.
    expect(seen.rows[1]).toMatchObject({ mobile: '12345', status: 'invalid' });

    const refused = await run(csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'file',
      message:
        'The file has 9 rows that cannot be imported, and nothing was saved. Correct them, or import the other rows.',
    });
    expect(await channelsOf(a.id)).toEqual([]);

    const confirmed = await run(csv, true);
    expect(confirmed.json()).toMatchObject({
      status: 'DONE',
      total: 11,
      processed: 11,
      updated: 2,
      invalid: 9,
      added: 2,
      changed: 0,
      removed: 0,
    });
    expect(await channelsOf(a.id)).toEqual([['MOBILE', '+12049470123', true, false, 'IMPORT']]);
    expect(await channelsOf(b.id)).toEqual([['MOBILE', '+12049470128', true, false, 'IMPORT']]);

    // In French, the reasons are French.
    const fr = await preview(csv, { ...admin, 'accept-language': 'fr-CA' });
    expect(fr.json().rows[1].reason).toBe('Le numéro de mobile n’est pas valide.');
    expect(fr.json().rows[9].reason).toBe('Ce membre figure déjà à la ligne 2.');
  });

  it("refuses another community's member, whether named by e-mail or by id", async () => {
    const other = await createCommunityAdmin(t.database);
    const stranger = await createUser(t.database, { email: 'stranger@example.org' });
    const theirs = await addMembership(t.database, stranger.id, other.community.id);
    const csv = [
      'email,member_id,mobile',
      'stranger@example.org,,+1 204 947 0123',
      `,${theirs.id},+1 204 947 0124`,
      ',not-an-id,+1 204 947 0125',
    ].join('\n');
    const seen = (await preview(csv)).json();
    expect(seen.rows.map((r: { reason: string; name: string | null }) => [r.reason, r.name])).toEqual([
      [reasons.memberUnknown, null],
      [reasons.memberUnknown, null],
      [reasons.memberUnknown, null],
    ]);
    expect((await run(csv, true)).json()).toMatchObject({ status: 'DONE', invalid: 3, updated: 0, added: 0 });
    const otherAdmin = (await login(t.app, other.user.username)).auth;
    expect((await tools.ok('GET', `/v1/members/${theirs.id}/contacts`, otherAdmin)).channels).toEqual([]);
  });

  it('refuses a file without a member or a channel column, and needs an administrator', async () => {
    expect((await preview('mobile\n+12049470123')).json()).toMatchObject({ message: reasons.noMemberColumn });
    expect((await preview('email,first_name\na@example.org,A')).json()).toMatchObject({
      message: reasons.noChannelColumn,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/members/contacts/import',
      payload: 'email,mobile\na@example.org,+12049470123',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(401);
  });

  // 2,000 rows: paced batches (20 rows first, then as the time allows) several times over. A file of 10,000 takes
  // minutes (one trail row per channel; docs/alert-cascade.md), too long for every run of the suite.
  it('imports a file of 2,000 members in paced batches, every channel in the trail', async () => {
    const n = 2_000;
    // The members, in bulk (the factories insert one by one).
    const made = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          username: `bulk${i}`,
          email: `bulk${i}@example.org`,
          firstName: 'Bulk',
          lastName: String(i),
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    await t.database.db
      .insert(memberships)
      .values(made.map((u) => ({ userId: u.id, communityId: community.id })));
    const number = (i: number) => `+1204947${String(i).padStart(4, '0')}`;
    const csv = [
      'email,mobile,landline,contact_email,mobile_news',
      ...Array.from(
        { length: n },
        (_, i) =>
          `bulk${i}@example.org,${number(i)},+1204555${String(i).padStart(4, '0')},c${i}@example.org,yes`,
      ),
    ].join('\n');
    const t0 = performance.now();
    const started = await start(csv);
    const answered = performance.now() - t0;
    expect(started.statusCode, started.body).toBe(202);
    await t.drain();
    const ms = performance.now() - t0;
    const res = await status(started.json().id);
    expect(res.json()).toMatchObject({ status: 'DONE', processed: n, updated: n, invalid: 0, added: 3 * n });
    console.log(
      `contacts import: ${n} rows, ${3 * n} channels in ${Math.round(ms)} ms, the request answered in ${Math.round(answered)} ms (${t.database.kind})`,
    );
    const [count] = rowsOf<{ channels: number; trail: number }>(
      await t.database.db.execute(sql`
        select (select count(*)::int from contact_channels where community_id = ${community.id}) as channels,
               (select count(*)::int from audit_events where details->>'source' = 'IMPORT') as trail`),
    );
    expect(count).toEqual({ channels: 3 * n, trail: 3 * n });
  }, 300_000);

  it('refuses a file of more rows than the limit, before reading any member', async () => {
    const rows = Array.from(
      { length: CONTACT_IMPORT_MAX_ROWS + 1 },
      (_, i) => `m${i}@example.org,+12049470123`,
    );
    const res = await preview(['email,mobile', ...rows].join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'file',
      message: 'The file has more than 20000 rows. Please split it.',
    });
  });
});
