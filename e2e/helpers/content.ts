import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { t } from './i18n';

// Shared by the content journeys (content.spec.ts, content-body-image.spec.ts): demo-admin's community, Demo Nation.
const COMMUNITY = 'demo-nation';

interface MemberRow {
  id: string;
  username: string;
  status: string;
  isDeleted: boolean;
  role?: string;
  groups: unknown[];
}

/** Two active members no other journey touches (mason.bear.01 is deleted by the deletion journey). */
export async function twoMembers(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/v1/members?limit=50&offset=2', { headers });
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { data: MemberRow[] }).data.filter(
    (m) => m.status === 'ACTIVE' && !m.isDeleted && !m.username.startsWith('mason.bear'),
  );
  expect(rows.length).toBeGreaterThanOrEqual(2);
  return [rows[0], rows[1]] as const;
}

export async function memberLogin(request: APIRequestContext, username: string) {
  const res = await request.post('/app/v1/auth/sign-in', {
    data: { credential: username, password: DEMO_PASSWORD, communitySlug: COMMUNITY },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** Saves the open editor and waits for the item's page; answers the item's id. */
export async function save(page: Page, kind: 'news' | 'events' | 'forms' | 'documents' | 'jobs') {
  await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
  await expect(page.getByText(t(`content:kinds.${kind}.saved`)).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/\w+\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** A PNG of one colour, `width` × `height` (8-bit RGB): a photo-sized image for the body. */
export function solidPng(width: number, height: number): Buffer {
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
