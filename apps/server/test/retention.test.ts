import { beforeEach, describe, expect, it } from 'vitest';
import { closingMessages } from '@gathering/contract';
import { retentionSweep } from '../src/jobs/catalog';
import { useTestContext } from './helpers/context';
import { addMembership, createCommunityAdmin, createPlatformAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

const DAY = 86_400_000;

describe('retention rules and the "Your data" page', () => {
  const t = useTestContext({
    env: {
      SMTP_URL: 'smtp://mailer:s3cret-pass@smtp.mail.example.org:587',
      DATA_REGION: 'Canada (Montréal)',
    },
  });
  const admin = { authorization: '' };
  let communityId = '';
  let otherId = '';
  beforeEach(async () => {
    const a = await createCommunityAdmin(t.database, { username: 'keeper' });
    const b = await createCommunityAdmin(t.database, { username: 'other-keeper' });
    communityId = a.community.id;
    otherId = b.community.id;
    admin.authorization = (await login(t.app, 'keeper')).auth.authorization;
  });

  const put = (payload: object, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/v1/community/retention', headers, payload });
  const day = (offsetDays: number) =>
    new Date(t.clock.now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);
  async function item(community: string, kind: 'EVENT' | 'JOB', date: string, status = 'PUBLISHED') {
    const data =
      kind === 'EVENT'
        ? { dateTimes: [{ date, startTime: '10:00', endTime: '11:00' }] }
        : { closing_date: date };
    const { rows } = await t.database.executeSql(
      `insert into feed_items (community_id, kind, headline, status, data) values ($1, $2, $3, $4, $5) returning id`,
      [community, kind, `${kind} ${date}`, status, JSON.stringify(data)],
    );
    return (rows[0] as { id: string }).id;
  }
  const statusOf = async (id: string) =>
    (
      (await t.database.executeSql(`select status from feed_items where id = $1`, [id])).rows[0] as {
        status: string;
      }
    ).status;

  it('keeps each rule off until chosen, and refuses days that are not a whole number from 1 to 3650', async () => {
    const got = await t.app.inject({ method: 'GET', url: '/v1/community/retention', headers: admin });
    expect(got.json().data).toEqual({ archiveAfterDays: null, purgeDeletedMembersAfterDays: null });
    for (const bad of [0, 3651, 1.5, 'ten'])
      for (const field of ['archiveAfterDays', 'purgeDeletedMembersAfterDays']) {
        const res = await put({ archiveAfterDays: null, purgeDeletedMembersAfterDays: null, [field]: bad });
        expect(res.statusCode, `${field}=${bad}`).toBe(400);
        expect(res.json()).toMatchObject({ field, message: closingMessages.daysInvalid });
      }
    const saved = await put({ archiveAfterDays: 30, purgeDeletedMembersAfterDays: null });
    expect(saved.json().data).toEqual({ archiveAfterDays: 30, purgeDeletedMembersAfterDays: null });
    // Another community's administrator sees their own rules; a platform administrator has none to set.
    const other = (await login(t.app, 'other-keeper')).auth;
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/community/retention', headers: other })).json().data,
    ).toEqual({ archiveAfterDays: null, purgeDeletedMembersAfterDays: null });
    const platform = (await login(t.app, (await createPlatformAdmin(t.database)).username)).auth;
    expect((await put({ archiveAfterDays: 1, purgeDeletedMembersAfterDays: 1 }, platform)).statusCode).toBe(
      403,
    );
  });

  it('archives past events and closed jobs, purges long-deleted members, once a day and only where chosen', async () => {
    await put({ archiveAfterDays: 30, purgeDeletedMembersAfterDays: 90 });
    const oldEvent = await item(communityId, 'EVENT', day(-40));
    const recentEvent = await item(communityId, 'EVENT', day(-10));
    const oldJob = await item(communityId, 'JOB', day(-31));
    const oldDraft = await item(communityId, 'JOB', day(-60), 'DRAFT');
    const elsewhere = await item(otherId, 'EVENT', day(-400));
    // Deleted long ago, only here: purged and erased. Deleted lately: kept. Deleted long ago but in another
    // community too: their place here purged, their account kept.
    const gone = await createUser(t.database, { username: 'gone' });
    await addMembership(t.database, gone.id, communityId, {
      status: 'DELETED',
      updatedAt: new Date(t.clock.now().getTime() - 100 * DAY),
    });
    const lately = await createUser(t.database, { username: 'lately' });
    await addMembership(t.database, lately.id, communityId, {
      status: 'DELETED',
      updatedAt: new Date(t.clock.now().getTime() - 10 * DAY),
    });
    const both = await createUser(t.database, { username: 'both' });
    await addMembership(t.database, both.id, communityId, {
      status: 'DELETED',
      updatedAt: new Date(t.clock.now().getTime() - 100 * DAY),
    });
    await addMembership(t.database, both.id, otherId);

    await t.app.queue.send(retentionSweep, {});
    await t.drain();

    expect(await statusOf(oldEvent)).toBe('ARCHIVED');
    expect(await statusOf(oldJob)).toBe('ARCHIVED');
    expect(await statusOf(recentEvent)).toBe('PUBLISHED');
    expect(await statusOf(oldDraft)).toBe('DRAFT');
    expect(await statusOf(elsewhere)).toBe('PUBLISHED');
    const { rows: people } = await t.database.executeSql(
      `select username from users where username in ('gone', 'lately', 'both') order by 1`,
    );
    expect(people.map((p) => (p as { username: string }).username)).toEqual(['both', 'lately']);
    const { rows: places } = await t.database.executeSql(
      `select count(*)::int as n from memberships where community_id = $1 and status = 'DELETED'`,
      [communityId],
    );
    expect((places[0] as { n: number }).n).toBe(1);
    const log = async () =>
      (
        (
          await t.database.executeSql(
            `select count(*)::int as n from publishing_log where detail->>'reason' = 'retention'`,
          )
        ).rows[0] as { n: number }
      ).n;
    expect(await log()).toBe(2);

    // A second run the same day finds nothing more.
    await t.app.queue.send(retentionSweep, {});
    await t.drain();
    expect(await log()).toBe(2);
  });

  it('states where the data lives and who processes it, from the configuration and the community', async () => {
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/community/your-data', headers: admin });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('s3cret');
      expect(res.body).not.toContain('mailer');
      return res.json().data;
    };
    const first = await read();
    expect(first).toMatchObject({
      database: { engine: 'pglite', region: 'Canada (Montréal)' },
      files: { store: 'disk', region: 'Canada (Montréal)', bucket: null },
      kept: { members: 1, guests: 0, devices: 0, supportTickets: 0, files: 0 },
      processors: [{ kind: 'smtp', name: 'smtp.mail.example.org' }],
      retention: { archiveAfterDays: null, purgeDeletedMembersAfterDays: null },
      graceDays: 30,
    });
    // Apple appears once the community has APNs credentials (Google only with FCM ones).
    await t.database.executeSql(
      `insert into push_credentials (community_id, provider, secret) values ($1, 'APN', 'sealed')`,
      [communityId],
    );
    expect((await read()).processors.map((p: { kind: string }) => p.kind)).toEqual(['smtp', 'apple']);
    const platform = (await login(t.app, (await createPlatformAdmin(t.database)).username)).auth;
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/community/your-data', headers: platform })).statusCode,
    ).toBe(403);
  });
});
