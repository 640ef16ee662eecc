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
