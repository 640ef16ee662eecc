import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from '../../src/demo/demo-names';
import { userSearchText } from '../../src/modules/auth/user-search.repository';
import { copyRows } from './copy';
import { MULTI_SHARE, type Shape } from './shape';

/** The password of every seeded administrator and of every member who has the app (the benches sign in with it). */
export const NATIONAL_PASSWORD = 'national-bench-password';
/** Administrators the benches sign in as: the platform's, and one for each of the ten largest communities. */
export const PLATFORM_ADMIN = 'platform@national.example';
export const adminOf = (k: number) => `admin${k}@national.example`;
const ADMINS = 10;
/** A membership with the app (scope APP, with devices) rather than imported from a list: 2 M devices at 1.5 each. */
const APP_SHARE = 0.6;
const DAY = 86_400_000;

/** Who is in each community, by membership id (the events and devices name them). */
export type Members = { ids: string[][]; app: boolean[][]; people: number };

/**
 * People and memberships: each community's members are mostly its own people (their home community) and one in
 * eleven is somebody from another community (10 % of people are in two). Users by COPY with their search text as
 * the app writes it; memberships by COPY with their triggers on (the members list's sort keys and the member counts
 * are the database's own work, as for every insert).
 */
export async function seedPeople(
  client: pg.Client,
  shape: Shape,
  communityIds: string[],
  random: () => number,
  passwordHash: string,
  now: number,
): Promise<Members> {
  const n = shape.communities.length;
  const extra = shape.communities.map((c) => Math.round((c.members * MULTI_SHARE) / (1 + MULTI_SHARE)));
  const homes = shape.communities.map((c, i) => c.members - extra[i]);
  const people = homes.reduce((a, b) => a + b, 0);
  const home = new Int32Array(people);
  for (let c = 0, p = 0; c < n; c++) for (let j = 0; j < homes[c]; j++) home[p++] = c;
  // The second communities: anyone but the community's own, each once.
  const seconds: number[][] = shape.communities.map(() => []);
  const multi = new Uint8Array(people);
  for (let c = 0; c < n; c++) {
    const taken = new Set<number>();
    while (taken.size < extra[c]) {
      const p = Math.floor(random() * people);
      if (home[p] === c || taken.has(p) || multi[p]) continue;
      taken.add(p);
      multi[p] = 1;
    }
    seconds[c] = [...taken];
  }
  const userIds = Array.from({ length: people }, () => randomUUID());
  const app: boolean[][] = shape.communities.map((c) =>
    Array.from({ length: c.members }, () => random() < APP_SHARE),
  );
  const hasApp = new Uint8Array(people);
  for (let c = 0, p = 0; c < n; c++) {
    for (let j = 0; j < homes[c]; j++, p++) if (app[c][j]) hasApp[p] = 1;
    seconds[c].forEach((q, j) => {
      if (app[c][homes[c] + j]) hasApp[q] = 1;
    });
  }

  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const iso = (ms: number) => new Date(ms).toISOString();
  function* users() {
    for (let p = 0; p < people; p++) {
      const firstName = pick(DEMO_FIRST_NAMES);
      const lastName = pick(DEMO_LAST_NAMES);
      const username = `person${p + 1}`;
      const email = `${username}@national.example`;
      const search = userSearchText({ firstName, lastName, username, email });
      const joined = now - random() * 3 * 365 * DAY;
      yield [
        userIds[p],
        username,
        email,
        firstName,
        lastName,
        hasApp[p] ? passwordHash : null,
        iso(joined),
        multi[p] === 1,
        false,
        hasApp[p] && random() < 0.6 ? iso(now - random() * 60 * DAY) : null,
        search,
        iso(joined),
      ];
    }
  }
  const columns = [
    'id',
    'username',
    'email',
    'first_name',
    'last_name',
    'password_hash',
    'email_verified_at',
  ];
  const more = ['multi_community', 'is_platform_admin', 'last_login_at', 'search_text', 'created_at'];
  await copyRows(client, 'users', [...columns, ...more], users());

  // The administrators the benches sign in as (the platform's first: it is in no community).
  const admins = [PLATFORM_ADMIN, ...Array.from({ length: Math.min(ADMINS, n) }, (_, i) => adminOf(i + 1))];
  const adminIds = admins.map(() => randomUUID());
  await copyRows(
    client,
    'users',
    [...columns, 'is_platform_admin', 'search_text'],
    admins.map((email, i) => {
      const [username] = email.split('@');
      const row = { firstName: i ? 'Community' : 'Platform', lastName: 'Administrator', username, email };
      return [
        adminIds[i],
        username,
        email,
        row.firstName,
        row.lastName,
        passwordHash,
        iso(now),
        i === 0,
        userSearchText(row),
      ];
    }),
  );

  const ids = shape.communities.map((c) => Array.from({ length: c.members }, () => randomUUID()));
  function* memberships() {
    for (let c = 0, p = 0; c < n; c++) {
      const userOf = (j: number) => (j < homes[c] ? userIds[p + j] : userIds[seconds[c][j - homes[c]]]);
      for (let j = 0; j < shape.communities[c].members; j++) {
        const created = now - random() * 2 * 365 * DAY;
        const status = random() < 0.05 ? 'INACTIVE' : 'ACTIVE';
        const login = app[c][j] && random() < 0.5 ? iso(now - random() * 90 * DAY) : null;
        yield [
          ids[c][j],
          userOf(j),
          communityIds[c],
          'MEMBER',
          app[c][j] ? 'APP' : 'IMPORTED',
          status,
          login,
          iso(created),
          iso(created),
        ];
      }
      p += homes[c];
    }
    for (let i = 1; i < admins.length; i++)
      yield [
        randomUUID(),
        adminIds[i],
        communityIds[i - 1],
        'ADMIN',
        'APP',
        'ACTIVE',
        iso(now),
        iso(now),
        iso(now),
      ];
  }
  await copyRows(
    client,
    'memberships',
    ['id', 'user_id', 'community_id', 'role', 'scope', 'status', 'last_login_at', 'created_at', 'updated_at'],
    memberships(),
  );
  return { ids, app, people };
}

/** 1.5 devices for each membership with the app (one or two), iOS or Android, with a token the simulator accepts. */
export async function seedDevices(
  client: pg.Client,
  shape: Shape,
  communityIds: string[],
  members: Members,
  random: () => number,
): Promise<number> {
  function* devices() {
    for (let c = 0; c < shape.communities.length; c++)
      for (let j = 0; j < members.ids[c].length; j++) {
        if (!members.app[c][j]) continue;
        const count = random() < 0.5 ? 1 : 2;
        for (let d = 0; d < count; d++) {
          const platform = random() < 0.55 ? 'android' : 'ios';
          yield [
            randomUUID(),
            communityIds[c],
            members.ids[c][j],
            platform,
            randomBytes(32).toString('hex'),
            '3.2.0',
          ];
        }
      }
  }
  return copyRows(
    client,
    'devices',
    ['id', 'community_id', 'membership_id', 'platform', 'token', 'app_version'],
    devices(),
  );
}

/** Guests: people who use a community's app without an account (a device id each). */
export async function seedGuests(
  client: pg.Client,
  shape: Shape,
  communityIds: string[],
  random: () => number,
  now: number,
): Promise<string[][]> {
  const ids = shape.communities.map((c) => Array.from({ length: c.guests }, () => randomUUID()));
  function* guests() {
    for (let c = 0; c < shape.communities.length; c++)
      for (let g = 0; g < ids[c].length; g++) {
        const created = new Date(now - random() * 365 * DAY).toISOString();
        yield [
          ids[c][g],
          communityIds[c],
          `national-guest-${c + 1}-${g + 1}`,
          random() < 0.55 ? 'android' : 'ios',
          created,
          created,
        ];
      }
  }
  await copyRows(
    client,
    'guests',
    ['id', 'community_id', 'device_id', 'platform', 'created_at', 'last_login_at'],
    guests(),
  );
  return ids;
}
