import { createGunzip } from 'node:zlib';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { Database } from '../src/db/client';
import { attachments, feedItems, groupMembers, groups, supportTickets } from '../src/db/schema';
import { createStorage } from '../src/lib/files/storage';
import type { Config } from '../src/config';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';

/** A community with an administrator, members, a group, an item with its file, and a support ticket. */
export async function seedExportCommunity(
  database: Database,
  config: Config,
  admin: { email?: string } = {},
) {
  const { community, user } = await createCommunityAdmin(database, admin);
  const storage = createStorage(config);
  const members = [];
  for (let i = 0; i < 3; i++) {
    const u = await createUser(database, { firstName: `Member ${i}` });
    members.push(await addMembership(database, u.id, community.id));
  }
  const [group] = await database.db
    .insert(groups)
    .values({ communityId: community.id, name: 'Elders', slug: `elders-${community.id.slice(0, 8)}` })
    .returning();
  await database.db.insert(groupMembers).values({ groupId: group.id, membershipId: members[0].id });
  const key = `communities/${community.id}/doc-${community.id.slice(0, 8)}.pdf`;
  const bytes = Buffer.from(`%PDF-1.4 the minutes of ${community.name}\n`);
  await storage.put(key, bytes, 'application/pdf');
  const [file] = await database.db
    .insert(attachments)
    .values({
      communityId: community.id,
      purpose: 'DOCUMENT',
      filePath: key,
      mimeType: 'application/pdf',
      fileSize: bytes.length,
      originalName: 'minutes.pdf',
      fileName: 'minutes.pdf',
      fileUrl: `files/${key}`,
      displayName: 'Minutes',
      createdBy: user.id,
    })
    .returning();
  await database.db.insert(feedItems).values({
    communityId: community.id,
    objectId: `doc-${community.id.slice(0, 8)}`,
    kind: 'DOCUMENT',
    headline: 'Minutes, =SUM(1) "quoted", with a comma',
    attachmentId: file.id,
    data: { body: 'Ceremony at the lake', languages: ['en', 'cr'] },
    createdBy: user.id,
  } as typeof feedItems.$inferInsert);
  await database.db.insert(supportTickets).values({
    communityId: community.id,
    membershipId: members[1].id,
    type: 'OTHER',
    message: 'The app does not open',
    appBuild: '1.0',
    deviceDetails: {
      os: 'iOS',
      osVersion: '18',
      device: 'x',
      manufacturer: 'y',
      network: 'wifi',
      timezone: 'UTC',
    },
  });
  // The rest of what a community owns, a row or two each: pushes and their receipts, analytics, a thread, a device.
  const c = community.id;
  const m = members[0].id;
  await database.executeSql(
    `with item as (select id from feed_items where community_id = $1),
     ticket as (select id from support_tickets where community_id = $1),
     device as (insert into devices (community_id, membership_id, platform, token)
                values ($1, $2, 'IOS', 'token-' || $1) returning id),
     push as (insert into notifications (community_id, title, body, audience, status)
              values ($1, 'Feast tonight', 'At the hall', '{"all": true}', 'SENT') returning id),
     delivery as (insert into notification_deliveries (notification_id, device_id, community_id, membership_id, platform, token, status)
                  select push.id, device.id, $1, $2, 'IOS', 'token-' || $1, 'SENT' from push, device returning 1),
     root as (insert into support_comments (ticket_id, role, author_name, body)
              select id, 'MEMBER', 'Member 1', 'Still broken' from ticket returning id, ticket_id),
     reply as (insert into support_comments (ticket_id, parents, role, author_name, body)
               select ticket_id, array[id], 'ADMIN', 'Support', 'Try again' from root returning 1),
     approval as (insert into document_approvals (feed_item_id, email, status)
                  select id, 'elder@example.org', 'APPROVED' from item returning 1),
     event as (insert into activity_events (community_id, feed_item_id, membership_id, type, audience)
               select $1, id, $2, 'VIEW', 'MEMBER' from item returning 1),
     daily as (insert into analytics_daily (community_id, metric, day, item_id, audience, count)
               select $1, 'VIEW', '2026-01-15', id, 'MEMBER', 3 from item returning 1)
     select (select count(*) from delivery) + (select count(*) from reply) + (select count(*) from approval)
            + (select count(*) from event) + (select count(*) from daily) as n`,
    [c, m],
  );
  return { community, admin: user, members, fileKey: key, fileBytes: bytes };
}

/** The entries of a gzipped tar, by name. */
export async function readTarGz(body: Buffer | Readable): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createGunzip(), extract);
  return entries;
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
