import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { linkIn } from './helpers/mail';
import { login } from './helpers/session';

const CSV = [
  'First Name,Last Name,E-mail,Groups',
  'Aiyana,Bear,aiyana@example.org,Youth;Elders',
  'Mason,Cardinal,MASON@example.org,Youth',
  ',Nobody,nobody@example.org,',
  'Kaya,Morin,not-an-email,',
  'Tala,Redsky,aiyana@example.org,',
  'Existing,Person,existing@example.org,Staff',
].join('\n');

describe('CSV import and export of members', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let communityId: string;
  let community: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database, { username: 'chief' });
    communityId = a.community.id;
    community = a.community.name;
    const u = await createUser(t.database, {
      email: 'existing@example.org',
      firstName: 'Old',
      lastName: 'Name',
    });
    await addMembership(t.database, u.id, communityId);
    auth = (await login(t.app, 'chief')).auth;
  });

  const send = (url: string, csv: string, contentType = 'text/csv') =>
    t.app.inject({ method: 'POST', url, payload: csv, headers: { ...auth, 'content-type': contentType } });

  async function importAndWait(csv: string, query = '') {
    const res = await send(`/v1/members/import${query}`, csv);
    expect(res.statusCode).toBe(202);
    await t.drain();
    const job = await t.app.inject({
      method: 'GET',
      url: `/v1/members/import/${res.json().id}`,
      headers: auth,
    });
    return { start: res.json(), job: job.json() };
  }

  it('previews each row as new, existing or invalid with its line number, writing nothing', async () => {
    const res = await send('/v1/members/import/preview', CSV);
    expect(res.statusCode).toBe(200);
    const { summary, rows } = res.json();
    expect(summary).toEqual({
      total: 6,
      new: 2,
      existing: 1,
      invalid: 3,
      groupsToCreate: ['Youth', 'Elders', 'Staff'],
    });
    expect(rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
      [2, 'new'],
      [3, 'new'],
      [4, 'invalid'],
      [5, 'invalid'],
      [6, 'invalid'],
      [7, 'existing'],
    ]);
    expect(rows[2].reason).toBe('The first name is missing.');
    expect(rows[3].reason).toBe('The e-mail address is not valid.');
    expect(rows[4].reason).toBe('The e-mail address repeats line 2.');
    expect(rows[1]).toMatchObject({ email: 'mason@example.org', groups: ['Youth'] });
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'aiyana@example.org')),
    ).toHaveLength(0);
  });

  it("gives each invalid row's reason in the reader's language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/members/import/preview',
      payload: CSV,
      headers: { ...auth, 'content-type': 'text/csv', 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = res.json();
    expect(rows.map((r: { reason: string | null }) => r.reason)).toEqual([
      null,
      null,
      'Le prénom manque.',
      "L'adresse e-mail n'est pas valide.",
      "L'adresse e-mail reprend celle de la ligne 2.",
      null,
    ]);
  });

  it('accepts a multipart file upload too', async () => {
    const boundary = '----gathering';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="members.csv"',
      'Content-Type: text/csv',
      '',
      CSV,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await send('/v1/members/import/preview', body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.total).toBe(6);
  });

  it('refuses files it cannot read, with a 400 naming the problem', async () => {
    const noEmail = await send('/v1/members/import/preview', 'name,phone\nA,1');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('The file needs a header row with an "email" column.');
    expect((await send('/v1/members/import/preview', 'email\n')).json().message).toBe(
      'The file has no member rows.',
    );
    const broken = await send('/v1/members/import/preview', 'email,first_name\n"a@example.org,Ann\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/could not be read as CSV/);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/members/import/preview',
      payload: {},
      headers: auth,
    });
    expect(json.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/members/import/preview', payload: 'email\nx@y.org' }))
        .statusCode,
    ).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/members/import/00000000-0000-4000-8000-000000000000',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('applies valid rows through the queue with progress, creates groups, invites new members; invalid rows are not applied', async () => {
    const analyzed = async () =>
      Number(
        (
          await t.database.executeSql(
            `select analyze_count from pg_stat_user_tables where relname = 'memberships'`,
          )
        ).rows[0].analyze_count,
      );
    const analyzedBefore = await analyzed();
    const { start, job } = await importAndWait(CSV);
    // The members search's way depends on planner statistics: an import that adds members refreshes them.
    expect(await analyzed()).toBe(analyzedBefore + 1);
    expect(start).toMatchObject({ status: 'QUEUED', total: 6, summary: { new: 2, existing: 1, invalid: 3 } });
    expect(job).toMatchObject({ status: 'DONE', total: 6, processed: 6, created: 2, updated: 1, invalid: 3 });

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/members?limit=100&filter=email&dir=asc',
      headers: auth,
    });
    const byEmail = new Map(list.json().data.map((m: { email: string }) => [m.email, m]));
    expect(byEmail.get('aiyana@example.org')).toMatchObject({
      firstName: 'Aiyana',
      scope: 'IMPORTED',
      status: 'ACTIVE',
      isEmailVerified: false,
    });
    expect(
      (byEmail.get('aiyana@example.org') as { groups: { group: string }[] }).groups.map((g) => g.group),
    ).toEqual(['Elders', 'Youth']);
    expect(byEmail.get('existing@example.org')).toMatchObject({ firstName: 'Existing', lastName: 'Person' });
    expect(byEmail.has('nobody@example.org')).toBe(false);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'nobody@example.org')),
    ).toHaveLength(0);

    const groups = await t.app.inject({ method: 'GET', url: '/v1/groups/basic', headers: auth });
    expect(groups.json().groups.map((g: { group: string }) => g.group)).toEqual(['Elders', 'Staff', 'Youth']);

    // Invitations go to the new members only, with a link to choose a password.
    const mail = await t.outbox();
    expect(mail.map((m) => m.to).sort()).toEqual(['aiyana@example.org', 'mason@example.org']);
    const { token } = linkIn(mail[0], '/password-reset/');
    // The invitation's page is titled for a first password, not a reset.
    expect(mail[0].text).toContain(`/password-reset/${token}?invite=1`);
    const set = await t.app.inject({
      method: 'POST',
      url: '/v1/users/reset/password',
      payload: { email: mail[0].to, token, password: 'a new password', confirm_password: 'a new password' },
    });
    expect(set.statusCode).toBe(200);
  });

  it("writes a new account's invitation in the importing administrator's language (it has none yet)", async () => {
    const chosen = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users/me/locale',
      headers: auth,
      payload: { locale: 'fr' },
    });
    expect(chosen.statusCode).toBe(200);
    await importAndWait('email,first_name\nnew.one@example.org,Nouvelle');
    const [mail] = await t.outbox();
    expect(mail.to).toBe('new.one@example.org');
    expect(mail.subject).toBe(`${community} : vous êtes invité à l'application de la communauté`);
    expect(mail.text).toContain('Bonjour Nouvelle');
    expect(mail.text).toContain('Choisir mon mot de passe');
    expect(mail.html).toContain('lang="fr"');
  });

  it('writes the invitation in English when the administrator has chosen no language', async () => {
    await importAndWait('email,first_name\nnew.two@example.org,Ann');
    const [mail] = await t.outbox();
    expect(mail.subject).toBe(`${community}: you are invited to the community app`);
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('Choose my password');
  });

  it('is idempotent: importing the same file again updates and duplicates nothing, sends nothing', async () => {
    await importAndWait(CSV);
    const before = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.communityId, communityId));
    const mailBefore = (await t.outbox()).length;
    const { job } = await importAndWait(CSV);
    expect(job).toMatchObject({ status: 'DONE', created: 0, updated: 3, invalid: 3 });
    const after = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.communityId, communityId));
    expect(after.length).toBe(before.length);
    expect((await t.outbox()).length).toBe(mailBefore);
    const youth = await t.app.inject({ method: 'GET', url: '/v1/groups/group/youth', headers: auth });
    expect(youth.json().members).toBe(2);
    const groups = await t.app.inject({ method: 'GET', url: '/v1/groups/basic', headers: auth });
    expect(groups.json().groups).toHaveLength(3);
  });

  it('imports without invitations when asked, and generates usernames', async () => {
    const { job } = await importAndWait(
      'email,name\nsam.fiddler@example.org,Sam Fiddler\nsam.fiddler@other.org,Sam Other',
      '?invite=false',
    );
    expect(job).toMatchObject({ status: 'DONE', created: 2 });
    expect(await t.outbox()).toHaveLength(0);
    const rows = await t.database.db.select().from(users).where(eq(users.lastName, 'Fiddler'));
    expect(rows[0].username).toBe('sam.fiddler');
    const other = await t.database.db.select().from(users).where(eq(users.lastName, 'Other'));
    expect(other[0].username).toMatch(/^sam\.fiddler-[0-9a-f]{6}$/);
  });

  it('exports what it imported, in a format it can import back', async () => {
    await importAndWait(CSV, '?invite=false');
    const res = await t.app.inject({ method: 'GET', url: '/v1/members/export', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      'Aiyana,Bear,aiyana@example.org,aiyana,Elders;Youth,ACTIVE,MEMBER,IMPORTED,no',
    );
    const back = await send('/v1/members/import/preview', res.body);
    expect(back.json().summary).toMatchObject({ new: 0, invalid: 0, existing: 4 });
  });
});
