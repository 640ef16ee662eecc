import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './app';
import { addMembership, createCommunity, createUser } from './factories';
import { login } from './session';
import { capPublish } from '../../src/jobs/catalog';
import { parseCap } from '../../src/modules/cap/cap.xml';
import { CAP_CP_EVENT_CODES } from '../../src/modules/cap/cap.codes';
import { isSgcCode } from '../../src/modules/cap/cap.sgc';

/** The OASIS CAP 1.2 schema shipped in the repository, as the tests validate against it. */
export const CAP_XSD = resolve(__dirname, '../../src/modules/cap/schema/cap12.xsd');

/**
 * Validates a document with xmllint (Debian's libxml2-utils) against the OASIS CAP 1.2 schema: a validator nobody
 * here wrote. Throws xmllint's own words when it is not valid.
 */
export function xmllintValid(xml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'cap-'));
  try {
    const file = join(dir, 'alert.xml');
    writeFileSync(file, xml);
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', CAP_XSD, file], { stdio: 'pipe' });
  } catch (err) {
    throw new Error(`not CAP 1.2: ${String((err as { stderr?: Buffer }).stderr ?? err)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The CAP-CP rules a test can state about one of the community's documents: the profile's code, one info per
 * language each with its language, the profile's event code from its list, an area with a polygon or CAP-CP
 * location codes of the SGC list, times with their zone offset, and references on an Update or a Cancel.
 */
export function expectCapCp(xml: string, languages: string[]) {
  const m = parseCap(xml);
  expect(m.codes).toContain('profile:CAP-CP:0.4');
  expect(m.status).toBe('Actual');
  expect(m.scope).toBe('Public');
  expect(m.identifier).not.toMatch(/[\s,<&]/);
  const stamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
  expect(m.sent).toMatch(stamp);
  expect(m.infos.map((i) => i.language).sort()).toEqual([...languages].sort());
  const codes = new Set<string>();
  for (const i of m.infos) {
    expect(i.language).toBeTruthy();
    const ev = i.eventCodes.filter((c) => c.valueName === 'profile:CAP-CP:Event:0.4');
    expect(ev).toHaveLength(1);
    expect(CAP_CP_EVENT_CODES).toContain(ev[0].value);
    codes.add(ev[0].value);
    expect(i.areas.length).toBeGreaterThan(0);
    for (const a of i.areas) {
      expect(a.polygons.length + a.geocodes.length).toBeGreaterThan(0);
      for (const g of a.geocodes) {
        expect(g.valueName).toBe('profile:CAP-CP:Location:0.3');
        expect(isSgcCode(g.value)).toBe(true);
      }
    }
    for (const t of [i.effective, i.expires]) if (t) expect(t).toMatch(stamp);
  }
  // CAP-CP rule 2: one subject event per message.
  expect(codes.size).toBe(1);
  if (m.msgType === 'Update' || m.msgType === 'Cancel') {
    expect(m.references.length).toBeGreaterThan(0);
    for (const r of m.references) expect(r.split(',')).toHaveLength(3);
  } else expect(m.references).toEqual([]);
  return m;
}

/** Runs the publish sweep now (its cron runs every minute on a server). */
export async function publishNow(app: FastifyInstance) {
  await app.queue.send(capPublish, {});
  await app.queue.drain();
}

/** A square GeoJSON polygon `km` across around (lat, lon). */
export function squareAround(lat: number, lon: number, km = 10) {
  const d = km / 111 / 2;
  const dl = d / Math.cos((lat * Math.PI) / 180);
  return {
    type: 'Feature',
    properties: { name: 'Reserve' },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [lon - dl, lat - d],
          [lon + dl, lat - d],
          [lon + dl, lat + d],
          [lon - dl, lat + d],
          [lon - dl, lat - d],
        ],
      ],
    },
  };
}

/**
 * A community speaking English and French, its administrator signed in, and its CAP settings saved: the start of
 * every CAP test. Answers the community and the administrator's headers.
 */
export async function capCommunity(
  t: Pick<TestContext, 'app' | 'database'>,
  settings: object,
  timeZone?: string,
) {
  const community = await createCommunity(t.database, timeZone ? { timeZone } : {});
  const user = await createUser(t.database);
  await addMembership(t.database, user.id, community.id, { role: 'ADMIN' });
  const admin = (await login(t.app, user.username)).auth;
  const langs = await t.app.inject({
    method: 'PUT',
    url: '/v1/community/languages',
    headers: admin,
    payload: {
      languages: [
        { tag: 'en', name: 'English', script: 'Latn', isDefault: true },
        { tag: 'fr', name: 'Français', script: 'Latn' },
      ],
    },
  });
  expect(langs.statusCode, langs.body).toBe(200);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/cap/settings',
    headers: admin,
    payload: settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { community, admin };
}
