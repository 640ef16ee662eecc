import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { devices, pushCredentials } from '../../src/db/schema';
import { createSecretBox } from '../../src/lib/secrets';
import { pushSecretContext } from '../../src/modules/communities/push-credentials';
import type { PushCredentials } from '../../src/modules/push-delivery/providers/types';
import { addMembership, createCommunity, createUser } from './factories';

export const IOS_TOPIC = 'ca.gathering.test';

/** Stores a community's push credentials sealed the way the communities module stores them. */
export async function storeCredentials(
  database: Database,
  pushCredentialsKey: string,
  communityId: string,
  creds: PushCredentials,
) {
  const box = createSecretBox(pushCredentialsKey);
  if (creds.apn) {
    const { keyPem, keyId, teamId } = creds.apn;
    await database.db.insert(pushCredentials).values({
      communityId,
      provider: 'APN',
      secret: box.seal(JSON.stringify({ key: keyPem, keyId, teamId }), pushSecretContext(communityId, 'APN')),
      keyId,
      teamId,
    });
  }
  if (creds.gcm) {
    const sa = JSON.parse(creds.gcm.serviceAccountJson) as { project_id: string; client_email: string };
    await database.db.insert(pushCredentials).values({
      communityId,
      provider: 'GCM',
      secret: box.seal(creds.gcm.serviceAccountJson, pushSecretContext(communityId, 'GCM')),
      projectId: sa.project_id,
      clientEmail: sa.client_email,
    });
  }
}

/** A community whose iOS app is IOS_TOPIC, with sealed credentials. */
export async function pushCommunity(database: Database, key: string, creds: PushCredentials) {
  const community = await createCommunity(database, { iosBundleId: IOS_TOPIC });
  await storeCredentials(database, key, community.id, creds);
  return community;
}

/** A member with `count` devices (alternating iOS / Android), written directly: fast for large audiences. */
export async function memberWithDevices(
  database: Database,
  communityId: string,
  count = 1,
  over: { status?: string } = {},
) {
  const user = await createUser(database);
  const membership = await addMembership(database, user.id, communityId, over);
  const rows = await insertDevices(database, communityId, count, { membershipId: membership.id });
  return { user, membership, devices: rows };
}

export async function insertDevices(
  database: Database,
  communityId: string,
  count: number,
  owner: { membershipId?: string; guestId?: string },
) {
  if (!count) return [];
  return database.db
    .insert(devices)
    .values(
      Array.from({ length: count }, (_, i) => ({
        communityId,
        membershipId: owner.membershipId ?? null,
        guestId: owner.guestId ?? null,
        platform: i % 2 ? 'android' : 'ios',
        token: `${i % 2 ? 'fcm' : 'apns'}-${randomUUID()}`,
      })),
    )
    .returning();
}
