import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityMessages, messages } from '@gathering/contract';
import { createSecretBox } from '../src/lib/secrets';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunity, createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { apnKeyPem, memberSession, serviceAccountJson } from './platform-fixtures';

describe('push credentials', () => {
  let t: TestContext;
  let platform: { authorization: string };
  let communityId: string;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const admin = await createPlatformAdmin(t.database);
    platform = (await login(t.app, admin.username)).auth;
    communityId = (await createCommunity(t.database)).id;
  });

  const apn = (payload: object, id = communityId, headers = platform) =>
    t.app.inject({ method: 'PATCH', url: `/v1/community/${id}/push/apn`, headers, payload });
  const gcm = (payload: object, id = communityId, headers = platform) =>
    t.app.inject({ method: 'PATCH', url: `/v1/community/${id}/push/gcm`, headers, payload });
  const rawRows = async () =>
    (await t.database.executeSql(`select * from push_credentials where community_id = $1`, [communityId]))
      .rows;

  it('stores an APN key encrypted and answers only what is set', async () => {
    const pem = apnKeyPem();
    const res = await apn({ apn: pem, apn_key_id: 'ABC123DEFG', apn_team_id: 'TEAM123456' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.apn).toMatchObject({ isSet: true, keyId: 'ABC123DEFG', teamId: 'TEAM123456' });
    expect(body.apn.updatedAt).toBe(t.clock.now().toISOString());
    expect(body.gcm).toEqual({ isSet: false, projectId: null, updatedAt: null });
    expect(res.body).not.toContain('PRIVATE KEY');

    // The database holds no readable key: neither the PEM nor any line of its body.
    const [row] = await rawRows();
    const dump = JSON.stringify(row);
    expect(dump).not.toContain('PRIVATE KEY');
    for (const line of pem.split('\n').filter((l) => l && !l.startsWith('-----')))
      expect(dump).not.toContain(line);
    // ...yet the key opens with the configured key, bound to this community and provider.
    const box = createSecretBox(t.config.pushCredentialsKey);
    const opened = JSON.parse(box.open(String(row.secret), `push:${communityId}:APN`));
    expect(opened).toEqual({ key: pem, keyId: 'ABC123DEFG', teamId: 'TEAM123456' });
    expect(() => box.open(String(row.secret), `push:${communityId}:GCM`)).toThrow();

    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${communityId}`,
      headers: platform,
    });
    expect(detail.json().data.push.apn).toMatchObject({ isSet: true, keyId: 'ABC123DEFG' });
    expect(detail.body).not.toContain('PRIVATE KEY');

    // Replacing keeps one row.
    t.clock.advance(60_000);
    const again = await apn({ apn: apnKeyPem(), apn_key_id: 'ZZZ123DEFG', apn_team_id: 'TEAM123456' });
    expect(again.json().apn.keyId).toBe('ZZZ123DEFG');
    expect(await rawRows()).toHaveLength(1);
  });

  it('rejects anything but an EC P-256 PKCS#8 key, and malformed ids, with 400', async () => {
    const ok = { apn_key_id: 'ABC123DEFG', apn_team_id: 'TEAM123456' };
    const rsa = serviceAccountJson();
    const sec1 = (await import('node:crypto'))
      .generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'sec1', format: 'pem' }) as string;
    for (const key of [
      'not a key',
      apnKeyPem('P-384'),
      sec1,
      JSON.parse(rsa).private_key,
      '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
    ]) {
      const res = await apn({ apn: key, ...ok });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_INPUT',
        message: communityMessages.apnKeyInvalid,
        field: 'apn',
      });
    }
    const pem = apnKeyPem();
    expect((await apn({ apn: pem, apn_key_id: 'short', apn_team_id: 'TEAM123456' })).json().field).toBe(
      'apn_key_id',
    );
    expect((await apn({ apn: pem, apn_key_id: 'ABC123DEFG', apn_team_id: 'team123456' })).json().field).toBe(
      'apn_team_id',
    );
    expect((await apn({ apn_key_id: 'ABC123DEFG', apn_team_id: 'TEAM123456' })).statusCode).toBe(400);
    expect(await rawRows()).toHaveLength(0);
  });

  it('stores an FCM service account encrypted and answers its project id', async () => {
    const json = serviceAccountJson();
    const res = await gcm({ gcm: json });
    expect(res.statusCode).toBe(200);
    expect(res.json().gcm).toMatchObject({ isSet: true, projectId: 'river-valley-app' });
    expect(res.body).not.toContain('PRIVATE KEY');
    const [row] = await rawRows();
    const dump = JSON.stringify(row);
    expect(dump).not.toContain('PRIVATE KEY');
    expect(dump).not.toContain('service_account');
    const privateKey = JSON.parse(json).private_key as string;
    for (const line of privateKey.split('\n').filter((l) => l && !l.startsWith('-----')))
      expect(dump).not.toContain(line);
    expect(
      createSecretBox(t.config.pushCredentialsKey).open(String(row.secret), `push:${communityId}:GCM`),
    ).toBe(json);
  });

  it('rejects a service account that does not parse or lacks its parts, with 400', async () => {
    const cases: [string, string][] = [
      ['{not json', communityMessages.gcmNotJson],
      ['[]', communityMessages.gcmNotServiceAccount],
      [serviceAccountJson({ type: 'authorized_user' }), communityMessages.gcmNotServiceAccount],
      [serviceAccountJson({ project_id: undefined }), communityMessages.gcmNotServiceAccount],
      [serviceAccountJson({ client_email: 'nobody' }), communityMessages.gcmNotServiceAccount],
      [serviceAccountJson({ private_key: 'garbage' }), communityMessages.gcmKeyInvalid],
      [serviceAccountJson({ private_key: apnKeyPem() }), communityMessages.gcmKeyInvalid],
    ];
    for (const [text, message] of cases) {
      const res = await gcm({ gcm: text });
      expect(res.statusCode, text.slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_INPUT', message, field: 'gcm' });
    }
    expect((await gcm({})).statusCode).toBe(400);
    expect(await rawRows()).toHaveLength(0);
  });

  it('answers 404 for an unknown community and 403 to anyone but a platform administrator', async () => {
    const pem = apnKeyPem();
    const body = { apn: pem, apn_key_id: 'ABC123DEFG', apn_team_id: 'TEAM123456' };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await apn(body, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.communityNotFound);
      expect((await gcm({ gcm: serviceAccountJson() }, id)).statusCode).toBe(404);
    }
    const { community, user } = await createCommunityAdmin(t.database);
    const admin = (await login(t.app, user.username)).auth;
    const member = (await memberSession(t, community.id)).auth;
    for (const headers of [admin, member]) {
      expect((await apn(body, community.id, headers)).statusCode).toBe(403);
      expect((await gcm({ gcm: serviceAccountJson() }, community.id, headers)).statusCode).toBe(403);
    }
  });
});
