// The records the fuzz test's plausible requests name: one of each thing an operation of the document acts on, made
// through the API as a person would (and read from the outbox where a link is mailed), so that each operation's
// plausible request is answered 2xx and its hostile variants reach past the look-ups into the handler.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { communityClosingSweep } from '../src/jobs/catalog';
import type { TestContext } from './helpers/app';
import { wildfireWarning, type CapSimulator } from '../src/dev/cap-simulator';
import { publishNow, squareAround } from './helpers/cap';
import {
  addMembership,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
  PASSWORD,
} from './helpers/factories';
import { cascadeWorld } from './fuzz-cascade';
import { linkIn } from './helpers/mail';
import { login } from './helpers/session';
import { memberSession, multipart, tinyPng } from './platform-fixtures';
import { ticketBody } from './support-fixtures';

type Headers = Record<string, string>;
const DAY = 86_400_000;

export async function buildWorld(t: TestContext, sim: CapSimulator) {
  const call = async (method: string, url: string, headers: Headers, payload?: unknown, expected = 300) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined
        ? {}
        : Buffer.isBuffer(payload)
          ? { payload }
          : {
              payload: JSON.stringify(payload),
              headers: { ...headers, 'content-type': 'application/json' },
            }),
    });
    expect(res.statusCode, `world: ${method} ${url} → ${res.body}`).toBeLessThan(expected);
    type Answer = Record<string, unknown> & { id: string };
    return (res.body ? res.json() : {}) as Answer;
  };
  const mailTo = async (to: string, path: string) => {
    await t.drain();
    const mail = (await t.outbox()).filter((m) => m.to === to.toLowerCase()).at(-1);
    if (!mail) throw new Error(`world: no mail to ${to}`);
    return linkIn(mail, path).token;
  };

  // A deletion certificate first: a community closed and deleted 31 days on. Every session is made after this, at
  // the clock's new time.
  const platformUser = await createPlatformAdmin(t.database);
  const gone = await createCommunityAdmin(t.database);
  let platform = (await login(t.app, platformUser.username)).auth;
  await call('POST', `/v1/community/${gone.community.id}/close`, platform, {
    confirmName: gone.community.name,
  });
  t.clock.set(new Date(t.clock.now().getTime() + 31 * DAY));
  await t.app.queue.send(communityClosingSweep, {});
  await t.drain();
  const { rows } = await t.database.executeSql('select id from deletion_certificates limit 1');
  const certificateId = String(rows[0].id);

  platform = (await login(t.app, platformUser.username)).auth;
  const admin = await createCommunityAdmin(t.database);
  const community = admin.community;
  const communityAdmin = (await login(t.app, admin.user.username)).auth;
  const member = await memberSession(t, community.id);
  const guestRes = await call(
    'POST',
    '/app/v1/guests/session',
    {},
    {
      communitySlug: community.slug,
      deviceId: 'fuzz-device-0001',
      platform: 'ios',
    },
  );
  const guest = { authorization: `Bearer ${guestRes.accessToken as string}` };

  // People to act on without touching the fixtures' own sessions.
  // Members are named by their membership's id in the console's routes (members, groups).
  const spareMembers = [];
  for (let i = 0; i < 6; i++) {
    const user = await createUser(t.database);
    const membership = await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    spareMembers.push({ ...user, membershipId: membership.id });
  }
  const sparePlatform = await createPlatformAdmin(t.database);
  const spareAdminUser = await createUser(t.database);
  const spareAdmin = await addMembership(t.database, spareAdminUser.id, community.id, { role: 'ADMIN' });
  const ownPassword = await createCommunityAdmin(t.database);
  const ownPasswordAuth = (await login(t.app, ownPassword.user.username)).auth;
  // Its own person: a refresh token sent twice (the hostile variants resend it) ends all of that person's sessions.
  const refreshCookie = (await login(t.app, (await createPlatformAdmin(t.database)).username)).cookie;
  // Sessions that the sign-out operations end (not the fixtures' own).
  const logoutAuth = (await login(t.app, (await createPlatformAdmin(t.database)).username)).auth;
  const appUser = spareMembers[5];
  const appSession = await call(
    'POST',
    '/app/v1/auth/sign-in',
    {},
    {
      credential: appUser.username,
      password: PASSWORD,
      communitySlug: community.slug,
    },
  );
  // The member web app's browser sessions (their refresh token in a cookie), each its own person: a refresh, a
  // sign-out, and a password change (which ends the person's other sessions).
  const webSession = async () => {
    const user = await createUser(t.database);
    await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/app/v1/communities/${community.slug}/session/sign-in`,
      payload: { credential: user.username, password: PASSWORD },
    });
    expect(res.statusCode, `world: web sign-in → ${res.body}`).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'gathering_member')!;
    return {
      cookie: `gathering_member=${cookie.value}`,
      auth: { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` },
    };
  };
  const web = { refresh: await webSession(), signOut: await webSession(), password: await webSession() };

  // Content: one item of each type, and items in the states the publishing operations start from.
  const item = async (kind: string, body: Record<string, unknown> = {}) =>
    (
      await call('POST', `/v1/base/${kind}`, communityAdmin, {
        headline: `Fuzz ${kind} ${randomUUID().slice(0, 6)}`,
        ...body,
      })
    ).id;
  const publish = async (id: string) => call('PATCH', `/v2/feed/publish/${id}`, communityAdmin, {});
  const future = new Date(t.clock.now().getTime() + 20 * DAY).toISOString().slice(0, 10);
  const items = {
    news: await item('news'),
    event: await item('events', {
      dateTimes: [{ date: future, startTime: '10:00', endTime: '11:00' }],
    }),
    job: await item('jobs', { external_url: 'https://jobs.example.org/fuzz' }),
    form: await item('forms', {
      formNodes: [{ header: 'Fuzz', nodeInputs: [{ label: 'Name', type: 'SHORT_TEXT', isRequired: false }] }],
    }),
    document: await item('documents'),
    // Read, liked, answered in the app: left alone by the console's operations (an edit replaces an item's fields).
    appNews: await item('news'),
    appEvent: await item('events', { dateTimes: [{ date: future, startTime: '10:00', endTime: '11:00' }] }),
    appJob: await item('jobs', { external_url: 'https://jobs.example.org/fuzz' }),
    appForm: await item('forms', {
      emails: ['forms@example.org'],
      formNodes: [{ header: 'Fuzz', nodeInputs: [{ label: 'Name', type: 'SHORT_TEXT', isRequired: false }] }],
    }),
    draft: await item('news'),
    published: await item('news'),
    archived: await item('news'),
    destroy: await item('news'),
    batch: await item('news'),
  };
  for (const [name, id] of Object.entries(items))
    if (!['draft', 'destroy', 'document'].includes(name)) await publish(id);
  await call('POST', `/v1/feeditem/archive/${items.archived}`, communityAdmin);

  // A document waiting for an approval: its link comes by e-mail.
  const approver = `approver-${randomUUID().slice(0, 6)}@example.org`;
  await item('documents', { approval: { emails: [approver] } });
  await t.drain();
  const review = (await t.outbox()).find((m) => m.to === approver)!;
  const approvalToken = /\/document-review\/([A-Za-z0-9._-]+)/.exec(review.text)![1];

  const group = await call('POST', '/v1/groups', communityAdmin, {
    group: `Fuzz group ${randomUUID().slice(0, 6)}`,
    members: [spareMembers[0].membershipId],
  });
  const doomedGroup = await call('POST', '/v1/groups', communityAdmin, {
    group: `Doomed ${randomUUID().slice(0, 6)}`,
  });
  // Looked up by name: a group the console's edits leave alone (they rename the group they act on).
  const namedGroup = await call('POST', '/v1/groups', communityAdmin, {
    group: `Named ${randomUUID().slice(0, 6)}`,
  });

  // Notifications: a sent one (and a device that received it), a draft to edit, a draft to send.
  const deviceToken = `fuzz-device-token-${randomUUID()}`;
  await call('PUT', '/app/v1/devices', member.auth, { platform: 'android', token: deviceToken });
  const removableToken = `fuzz-removable-${randomUUID()}`;
  await call('PUT', '/app/v1/devices', member.auth, { platform: 'ios', token: removableToken });
  const sent = await call('POST', '/v1/notifications', communityAdmin, {
    title: 'Fuzz',
    body: 'Sent',
    open: true,
  });
  const alert = await call('POST', '/v1/notifications', communityAdmin, {
    title: 'Boil water',
    body: 'Until Friday',
    open: true,
    kind: 'EMERGENCY',
    alertType: 'BOIL_WATER',
  });
  await t.drain();
  const draftNotification = await call('POST', '/v1/notifications', communityAdmin, {
    title: 'Fuzz draft',
    body: 'Draft',
    open: true,
    draft: true,
  });
  const deliverable = await call('POST', '/v1/notifications', communityAdmin, {
    title: 'Fuzz deliver',
    body: 'Draft',
    open: true,
    draft: true,
  });

  // A support ticket of the member, with its first message, escalated to the platform.
  const ticket = await call('POST', '/app/v1/support/tickets', member.auth, ticketBody());
  const comment = await call('POST', `/v2/support/ticket/${ticket.id}/comment`, communityAdmin, {
    message: 'Which screen?',
  });
  const commentId = (comment.comments as { id: string }[])[0].id;
  await call('PATCH', `/v2/support/ticket/${ticket.id}`, communityAdmin, { escalated: true });

  // A ready export, and single-use links to download it (one per download route).
  const exportId = (await call('POST', '/v1/community/exports', communityAdmin)).data as { id: string };
  await t.drain();
  const linkToken = async (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
  const exportToken = await linkToken(
    (
      (await call('POST', `/v1/community/exports/${exportId.id}/link`, communityAdmin)).data as {
        url: string;
      }
    ).url,
  );
  const exportTokenFor = await linkToken(
    (
      (await call('POST', `/v1/community/${community.id}/exports/${exportId.id}/link`, platform)).data as {
        url: string;
      }
    ).url,
  );

  // Communities to close and to restore (closed, within its grace period).
  const toClose = await createCommunityAdmin(t.database);
  const closed = await createCommunityAdmin(t.database);
  await call('POST', `/v1/community/${closed.community.id}/close`, platform, {
    confirmName: closed.community.name,
  });

  // Links mailed to people: a password reset, an e-mail verification, a deletion request, two invitations.
  const resetUser = spareMembers[1];
  await call('POST', '/v1/users/reset-request', {}, { email: resetUser.email });
  const resetToken = await mailTo(resetUser.email, '/password-reset/');
  const verifying = await createCommunityAdmin(t.database);
  const newEmail = `verify-${randomUUID().slice(0, 6)}@example.org`;
  await call('PATCH', '/v1/users/me/profile', (await login(t.app, verifying.user.username)).auth, {
    firstName: 'Verify',
    email: newEmail,
  });
  const verifyToken = await mailTo(newEmail, '/email-verification/');
  const leaving = spareMembers[2];
  await call('DELETE', `/v1/users/deletion-request/${community.slug}`, {}, { email: leaving.email });
  const deletionToken = await mailTo(leaving.email, '/deletion-confirmation/');
  const invited = [await createCommunityAdmin(t.database), await createCommunityAdmin(t.database)];
  const csv = `email,first_name,last_name\n${invited.map((i) => `${i.user.email},In,Vited`).join('\n')}\n`;
  const upload = csvUpload(csv);
  const importJob = await call(
    'POST',
    '/v1/members/import?invite=1',
    { ...communityAdmin, ...upload.headers },
    upload.payload,
  );
  await t.drain();
  const invitations = [];
  for (const i of invited) invitations.push(await mailTo(i.user.email, '/invitations/'));

  // The alerting protocol: the community's area, the simulator's feed relayed in (one proposal to review, one to
  // dismiss), a second feed to remove, and an emergency alert sent and published as CAP (followed up, read publicly).
  const here = { lat: 53.8, lon: -114.5 };
  await call('PUT', '/v1/cap/settings', communityAdmin, { area: squareAround(here.lat, here.lon) });
  const capSource = (
    await call('POST', '/v1/cap/sources', communityAdmin, { name: 'Fuzz', url: sim.feedUrl })
  ).data as { id: string };
  const doomedSource = (
    await call('POST', '/v1/cap/sources', communityAdmin, { name: 'Fuzz RSS', url: sim.rssUrl })
  ).data as { id: string };
  const sentAt = t.clock
    .now()
    .toISOString()
    .replace(/\.\d+Z$/, '+00:00');
  for (const identifier of ['fuzz-review', 'fuzz-dismiss'])
    sim.publish(wildfireWarning({ identifier, sent: sentAt, ...here }));
  const polled = await call('POST', `/v1/cap/sources/${capSource.id}/poll`, communityAdmin);
  expect((polled.data as { error: string | null }).error).toBeNull();
  const proposals = (await call('GET', '/v1/cap/proposals?open=true', communityAdmin)).data as {
    id: string;
    identifier: string;
  }[];
  const proposal = (identifier: string) => proposals.find((p) => p.identifier === identifier)!.id;
  const capAlert = await call('POST', '/v1/notifications', communityAdmin, {
    title: 'Evacuation',
    body: 'Leave by the north road',
    open: true,
    kind: 'EMERGENCY',
    alertType: 'EVACUATION',
  });
  await t.drain();
  await publishNow(t.app);
  const published = (await call('GET', '/v1/cap/published', communityAdmin)).data as {
    id: string;
    notificationId: string;
  }[];
  const capDocument = published.find((d) => d.notificationId === capAlert.id)!.id;
  const cap = {
    origin: sim.origin,
    source: capSource.id,
    doomedSource: doomedSource.id,
    review: proposal('fuzz-review'),
    dismiss: proposal('fuzz-dismiss'),
    alert: capAlert.id,
    document: capDocument,
  };

  const cascade = await cascadeWorld(t, call, communityAdmin, mailTo, spareMembers[5], alert.id);
  return {
    cascade,
    roles: { platform, communityAdmin, member: member.auth, guest },
    platformUser,
    community,
    admin,
    member,
    spareMembers,
    sparePlatform,
    spareAdmin,
    ownPasswordAuth,
    refreshCookie,
    appRefreshToken: String(appSession.refreshToken),
    web,
    logoutAuth,
    appSignOut: await call(
      'POST',
      '/app/v1/auth/sign-in',
      {},
      {
        credential: appUser.username,
        password: PASSWORD,
        communitySlug: community.slug,
      },
    ),
    items,
    approvalToken,
    group,
    doomedGroup,
    namedGroup,
    deviceToken,
    removableToken,
    notifications: {
      sent: sent.id,
      alert: alert.id,
      draft: draftNotification.id,
      deliverable: deliverable.id,
    },
    ticket: ticket.id,
    commentId,
    exportId: exportId.id,
    exportToken,
    exportTokenFor,
    certificateId,
    toClose: toClose.community,
    closed: closed.community,
    resetUser,
    resetToken,
    verifyToken,
    deletionToken,
    invitations,
    cap,
    importJobId: String(importJob.id ?? (importJob.data as { id?: string } | undefined)?.id),
    csv,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** A CSV file of members, as the console uploads it. */
export function csvUpload(csv: string) {
  return multipart([{ name: 'file', filename: 'members.csv', type: 'text/csv', data: Buffer.from(csv) }]);
}

/** A PNG upload in the named field. */
export function pngUpload(field: string, fields: Record<string, string> = {}) {
  return multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: field, filename: 'fuzz.png', type: 'image/png', data: tinyPng() },
  ]);
}
