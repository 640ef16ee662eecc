import { generateKeyPairSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { createSecretBox } from '../lib/secrets';
import type { DemoContext } from './demo-context';
import { createStorage } from '../lib/files/storage';
import { communitiesRepository as repo } from '../modules/communities/communities.repository';
import { pushSecretContext } from '../modules/communities/push-credentials';

const COLOURS: [number, number, number][] = [
  [11, 114, 133],
  [156, 54, 181],
  [230, 119, 0],
];
const DAY_MS = 86_400_000;

/** A small round badge in the community's colour, as a real PNG (so it passes the logo type check too). */
export function badgePng(rgb: [number, number, number], size = 96): Buffer {
  const rows: Buffer[] = [];
  const r = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - r, y + 0.5 - r);
      const c = d < r * 0.55 ? [255, 255, 255] : d < r ? rgb : [255, 255, 255];
      row.set(c, 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const keyId = (seed: string) =>
  seed
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .padEnd(10, 'X')
    .slice(0, 10);

/**
 * Demo data of the communities domain: bundle ids, an app version with its release history, a logo in storage,
 * and push credentials made of freshly generated (valid, useless) keys, sealed like real ones.
 */
export async function seedCommunitiesDemo(ctx: DemoContext): Promise<void> {
  const { config } = ctx;
  const storage = createStorage(config);
  const secrets = createSecretBox(config.pushCredentialsKey);
  const db = ctx.database.db;
  const now = Date.now();
  for (const [i, [slug, communityId]] of Object.entries(ctx.communities).entries()) {
    const bundle = `ca.gathering.${slug.replace(/[^a-z0-9]/g, '')}`;
    const versions = ['2.3.0', '2.4.0', `2.4.${i + 1}`];
    const key = `communities/${communityId}/logo-demo.png`;
    await storage.put(key, badgePng(COLOURS[i % COLOURS.length]), 'image/png');
    await db.transaction(async (tx) => {
      await repo.update(tx, communityId, {
        androidBundleId: bundle,
        iosBundleId: `${bundle}.ios`,
        appVersion: versions[versions.length - 1],
        logo: storage.storedAddress(key),
        status: 'ACTIVE',
      });
      for (const [n, appVersion] of versions.entries())
        await repo.insertUpdate(tx, {
          communityId,
          identifier: n === 0 ? 'Initial store release' : `Release ${appVersion}`,
          appVersion,
          releaseDate: new Date(now - (90 - n * 40) * DAY_MS).toISOString().slice(0, 10),
        });
      const apnKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }) as string;
      const apn = { key: apnKey, keyId: keyId(`K${slug}`), teamId: keyId(`T${slug}`) };
      await repo.upsertPushCredential(tx, {
        communityId,
        provider: 'APN',
        secret: secrets.seal(JSON.stringify(apn), pushSecretContext(communityId, 'APN')),
        keyId: apn.keyId,
        teamId: apn.teamId,
      });
      const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }) as string;
      const projectId = `gathering-${slug}`.slice(0, 30);
      const clientEmail = `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`;
      const serviceAccount = JSON.stringify({
        type: 'service_account',
        project_id: projectId,
        private_key_id: keyId(slug).toLowerCase(),
        private_key: rsa,
        client_email: clientEmail,
        token_uri: 'https://oauth2.googleapis.com/token',
      });
      await repo.upsertPushCredential(tx, {
        communityId,
        provider: 'GCM',
        secret: secrets.seal(serviceAccount, pushSecretContext(communityId, 'GCM')),
        projectId,
        clientEmail,
      });
    });
  }
}
