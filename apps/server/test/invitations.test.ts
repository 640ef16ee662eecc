import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitationMessages, memberMessages } from '@gathering/contract';
import { memberships, users } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import {
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { linkIn } from './helpers/mail';
import { login } from './helpers/session';

// Finding 1 ("shared accounts"): an existing account joins a community only by accepting an invitation, and a
// community administrator never changes the identity of an account another community or the platform relies on.
describe('shared accounts: invitations and the identity rule', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let communityId: string;
  let communityName: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database, { username: 'chief' });
    communityId = a.community.id;
    communityName = a.community.name;
    auth = (await login(t.app, 'chief')).auth;
  });

  const send = (url: string, csv: string) =>
    t.app.inject({ method: 'POST', url, payload: csv, headers: { ...auth, 'content-type': 'text/csv' } });
  const membershipOf = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId)))
    )[0];

  async function importCsv(csv: string) {
    const res = await send('/v1/members/import', csv);
    expect(res.statusCode, res.body).toBe(202);
    await t.drain();
    await t.drain();
  }

  it('the preview does not tell whether an address or username exists elsewhere on the platform', async () => {
    const other = await createCommunity(t.database);
    const elsewhere = await createUser(t.database, { email: 'known@example.org', username: 'known' });
    await addMembership(t.database, elsewhere.id, other.id);
    await createPlatformAdmin(t.database, { email: 'root@example.org', username: 'root' });
    const csv = [
      'email,first_name,last_name,username',
      'known@example.org,Known,Person,known',
      'root@example.org,Root,Admin,',
      // A username taken elsewhere: not mentioned (the new account gets it with a suffix).
      'nobody-yet@example.org,New,Person,root',
      'fresh@example.org,Fresh,Person,fresh',
    ].join('\n');
    const res = await send('/v1/members/import/preview', csv);
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { status: string; reason: string | null }[];
    expect(rows.map((r) => [r.status, r.reason])).toEqual([
      ['new', null],
      ['new', null],
      ['new', null],
      ['new', null],
    ]);
  });

  it('imports an existing account as a pending invitation; accepting activates it', async () => {
    const other = await createCommunity(t.database);
    const person = await createUser(t.database, {
      email: 'shared@example.org',
      firstName: 'Real',
      lastName: 'Name',
    });
    await addMembership(t.database, person.id, other.id);
    await importCsv(
      'email,first_name,last_name\nshared@example.org,Renamed,ByImport\nnew@example.org,New,One',
    );

    // Pending: not a member (not listed, not counted), identity untouched.
    expect((await membershipOf(person.id)).status).toBe('INVITED');
    const [after] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect([after.firstName, after.lastName]).toEqual(['Real', 'Name']);
    const list = await t.app.inject({ method: 'GET', url: '/v1/members?limit=100', headers: auth });
    expect(list.json().data.map((m: { email: string }) => m.email)).not.toContain('shared@example.org');

    const mails = await t.outbox();
    const invitation = mails.find((m) => m.to === 'shared@example.org')!;
    expect(invitation.subject).toBe(`Join ${communityName} on Gathering`);
    const { token } = linkIn(invitation, '/invitations/');
    // Another mail for the new account (password choice) is not an invitation link.
    expect(mails.filter((m) => m.to === 'shared@example.org')).toHaveLength(1);

    const shown = await t.app.inject({ method: 'GET', url: `/v1/invitations/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().community.name).toBe(communityName);
    const accepted = await t.app.inject({ method: 'POST', url: `/v1/invitations/${token}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(invitationMessages.invitationAccepted);
    expect((await membershipOf(person.id)).status).toBe('ACTIVE');
    // Single use.
    const again = await t.app.inject({ method: 'POST', url: `/v1/invitations/${token}/accept` });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(invitationMessages.invalidInvitation);
  });

  it('declining leaves nothing; an expired link is invalid', async () => {
    const other = await createCommunity(t.database);
    const a = await createUser(t.database, { email: 'a@example.org' });
    const b = await createUser(t.database, { email: 'b@example.org' });
    await addMembership(t.database, a.id, other.id);
    await addMembership(t.database, b.id, other.id);
    await importCsv('email,first_name\na@example.org,A\nb@example.org,B');
    const mails = await t.outbox();
    const tokenOf = (to: string) =>
      linkIn(
        mails.find((m) => m.to === to)!,
        '/invitations/',
      ).token;

    const declined = await t.app.inject({
      method: 'POST',
      url: `/v1/invitations/${tokenOf('a@example.org')}/decline`,
    });
    expect(declined.statusCode).toBe(200);
    expect(await membershipOf(a.id)).toBeUndefined();

    t.clock.advance(7 * 86_400_000 + 1000);
    const late = await t.app.inject({ method: 'GET', url: `/v1/invitations/${tokenOf('b@example.org')}` });
    expect(late.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/invitations/not-a-token' })).statusCode).toBe(400);
  });

  it("refuses identity edits of a shared or platform administrator's account (403), not community ones", async () => {
    const other = await createCommunity(t.database);
    const shared = await createUser(t.database);
    const mine = await addMembership(t.database, shared.id, communityId);
    await addMembership(t.database, shared.id, other.id, { status: 'INACTIVE' });
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/v1/member/update/${id}`, payload, headers: auth });

    const renamed = await patch(mine.id, { firstName: 'Hijacked' });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toBe(memberMessages.sharedAccount);
    expect((await patch(mine.id, { email: 'hijack@example.org' })).statusCode).toBe(403);
    const verify = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/admin-verification/${shared.id}`,
      payload: { isEmailVerified: false },
      headers: auth,
    });
    expect(verify.statusCode).toBe(403);
    // Community-scoped fields still work, and unchanged names are not an edit.
    expect((await patch(mine.id, { groups: [], firstName: shared.firstName })).statusCode).toBe(200);

    const root = await createPlatformAdmin(t.database);
    const rootHere = await addMembership(t.database, root.id, communityId);
    expect((await patch(rootHere.id, { lastName: 'Nobody' })).statusCode).toBe(403);

    // An account only this community knows stays editable; a DELETED membership elsewhere does not count.
    const local = await createUser(t.database);
    const localHere = await addMembership(t.database, local.id, communityId);
    await addMembership(t.database, local.id, other.id, { status: 'DELETED' });
    expect((await patch(localHere.id, { firstName: 'Renamed' })).statusCode).toBe(200);

    // A platform administrator keeps full rights.
    const platform = await createPlatformAdmin(t.database, { username: 'platform' });
    const pAuth = (await login(t.app, platform.username)).auth;
    const byPlatform = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/admin-verification/${shared.id}`,
      payload: { isEmailVerified: false },
      headers: pAuth,
    });
    expect(byPlatform.statusCode).toBe(200);
  });
});
