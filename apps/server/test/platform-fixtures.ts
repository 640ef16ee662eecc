// Shared by the platform back-office tests (communities, push credentials, administrators, members, uploads).
import { crc32, deflateSync } from 'node:zlib';
import { generateKeyPairSync } from 'node:crypto';
import { sessions } from '../src/db/schema';
import { createTokenSigner } from '../src/modules/auth/auth.tokens';
import type { TestContext } from './helpers/app';
import { TEST_JWT_SECRET } from './helpers/app';
import { addMembership, createCommunity, createUser } from './helpers/factories';

/**
 * A member's app session (role MEMBER). The console login refuses members, so the row is made here the way the
 * member app API makes it: a session in the community, and an access token for it.
 */
export async function memberSession(t: TestContext, communityId?: string) {
  const community = communityId ? { id: communityId } : await createCommunity(t.database);
  const user = await createUser(t.database);
  await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
  const [session] = await t.database.db
    .insert(sessions)
    .values({
      userId: user.id,
      communityId: community.id,
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    })
    .returning({ id: sessions.id });
  const { accessToken } = await createTokenSigner(TEST_JWT_SECRET).sign(
    { userId: user.id, sessionId: session.id },
    t.clock.now(),
  );
  return { user, communityId: community.id, auth: { authorization: `Bearer ${accessToken}` } };
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(
  parts: ({ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer })[],
) {
  const boundary = `----gathering${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('data' in p) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG that declares its size in its header and holds almost nothing: what a decompression bomb looks like. */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(40_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const apnKeyPem = (curve = 'P-256') =>
  generateKeyPairSync('ec', { namedCurve: curve }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;

export function serviceAccountJson(over: Record<string, unknown> = {}) {
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
  return JSON.stringify({
    type: 'service_account',
    project_id: 'river-valley-app',
    private_key_id: 'abc123',
    private_key: privateKey,
    client_email: 'firebase-adminsdk@river-valley-app.iam.gserviceaccount.com',
    ...over,
  });
}

/** A short silent WAV (8 kHz, 16-bit mono), as a phone's recorder would give. */
export function tinyWav(samples = 800) {
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(16000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples * 2, 40);
  return b;
}
