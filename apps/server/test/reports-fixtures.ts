// Shared by the report tests: two communities in different zones with administrators, a platform administrator,
// and activity written straight into activity_events (as db/activity.ts records it), so each figure is known.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { parse } from 'csv-parse/sync';
import { activityEvents, communities, users } from '../src/db/schema';
import type { TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createPlatformAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

type Headers = { authorization: string };

export async function reportsWorld(t: TestContext) {
  const home = await createCommunityAdmin(t.database, { username: 'chief', email: 'chief@example.org' });
  const other = await createCommunityAdmin(t.database, { username: 'otherchief' });
  await t.database.db
    .update(communities)
    .set({ name: 'Alpha River Nation', timeZone: 'America/Toronto' })
    .where(eq(communities.id, home.community.id));
  await t.database.db
    .update(communities)
    // Whitehorse keeps UTC-7 all year, in every tz database (Vancouver's rules differ between them from Nov 2026).
    .set({ name: 'Beaver Lake Métis', timeZone: 'America/Whitehorse' })
    .where(eq(communities.id, other.community.id));
  // Created long before the ranges the tests ask for.
  await t.database.db.update(communities).set({ createdAt: new Date('2026-01-01T12:00:00Z') });
  await createPlatformAdmin(t.database, { username: 'platform', email: 'platform@example.org' });
  const admin = (await login(t.app, 'chief')).auth;
  const otherAdmin = (await login(t.app, 'otherchief')).auth;
  const platform = (await login(t.app, 'platform')).auth;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  async function member(communityId: string) {
    const user = await createUser(t.database);
    return addMembership(t.database, user.id, communityId, { role: 'MEMBER', status: 'ACTIVE' });
  }

  /** `n` events of `type` at `at` (UTC) in `communityId`, by `membershipId` when given. */
  async function events(communityId: string, type: string, at: string, n = 1, membershipId?: string) {
    await t.database.db.insert(activityEvents).values(
      Array.from({ length: n }, () => ({
        communityId,
        type,
        at: new Date(at),
        membershipId: membershipId ?? null,
        audience: membershipId ? 'MEMBER' : 'NONE',
      })),
    );
  }

  const setLocale = (userId: string, locale: string) =>
    t.database.db.update(users).set({ locale }).where(eq(users.id, userId));

  return { home, other, admin, otherAdmin, platform, req, member, events, setLocale };
}

// pdfjs reads the metrics of the PDF's standard (not embedded) fonts from its own files.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, items joined by spaces (pdfjs: as a PDF reader extracts it). */
export async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/[ \u00a0]+/g, ' ');
}

/** A CSV attachment's rows (header row first), as a spreadsheet would read them. */
export const csvRows = (data: Buffer): string[][] => parse(data, { bom: true });
