import { accountsSeedRepository as accountsRepo } from '../modules/auth/accounts-seed.repository';
import { groupsSeedRepository as groupsRepo } from '../modules/members/groups-seed.repository';
import { guestsSeedRepository as guestsRepo } from '../modules/guests/guests-seed.repository';
import { membersSeedRepository as membersRepo } from '../modules/members/members-seed.repository';
import type { DemoContext } from './demo-context';
import { slugify } from '../lib/slug';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from './demo-names';

const FIRST = DEMO_FIRST_NAMES;
const LAST = DEMO_LAST_NAMES;
const GROUPS = [
  'Youth',
  'Elders',
  'Council',
  'Staff',
  'Housing',
  'Education',
  'Health',
  'Culture and Language',
];
const PLATFORMS = ['ios', 'android'];
const SIZES: Record<string, number> = { 'demo-nation': 300 };
const DAY = 86_400_000;

/** The instant `fraction` of the way from `from` to `to`. */
const between = (from: number, to: number, fraction: number) => new Date(from + (to - from) * fraction);

/** Members across groups (some inactive, some unverified) and guests (some upgraded) for each demo community. */
export async function seedMembersDemo(ctx: DemoContext): Promise<void> {
  const db = ctx.database.db;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [ci, [slug, communityId]] of Object.entries(ctx.communities).entries()) {
      const count = SIZES[slug] ?? 150;
      const people = Array.from({ length: count }, (_, i) => {
        const first = FIRST[(i * 7 + ci * 3) % FIRST.length];
        const last = LAST[(i * 11 + ci) % LAST.length];
        const username = `${first}.${last}${ci}${String(i).padStart(3, '0')}`.toLowerCase();
        const joined = new Date(now - ((i * 37) % 700) * DAY);
        return {
          username,
          email: `${username}@members.gathering.local`,
          firstName: first,
          lastName: last,
          passwordHash: ctx.passwordHash,
          emailVerifiedAt: i % 7 === 3 ? null : joined,
          createdAt: joined,
          updatedAt: joined,
        };
      });
      const created = await accountsRepo.insertUsers(tx, people);
      const rows = await accountsRepo.insertMemberships(
        tx,
        created.map((u, i) => ({
          userId: u.id,
          communityId,
          role: 'MEMBER',
          scope: i % 5 === 0 ? 'IMPORTED' : i % 9 === 0 ? 'INVITED' : 'APP',
          status: i % 13 === 6 ? 'INACTIVE' : 'ACTIVE',
          // Never before they joined (a login 50 days ago by someone who joined last week is nonsense).
          lastLoginAt:
            i % 4 === 0 ? null : new Date(Math.max(u.createdAt.getTime(), now - ((i * 13) % 60) * DAY)),
          createdAt: u.createdAt,
          updatedAt: u.createdAt,
        })),
      );

      const made = await groupsRepo.insertGroups(
        tx,
        GROUPS.map((name) => ({ communityId, name, slug: slugify(name) })),
      );
      if (made.length)
        await groupsRepo.insertGroupMembers(
          tx,
          rows.flatMap((m, i) => {
            const first = made[i % made.length].id;
            const second = made[(i * 3 + 1) % made.length].id;
            return i % 6 === 5
              ? []
              : first === second
                ? [{ groupId: first, membershipId: m.id }]
                : [
                    { groupId: first, membershipId: m.id },
                    { groupId: second, membershipId: m.id },
                  ];
          }),
        );

      // Guests: devices without an account; every fourth later signed up as one of the app members.
      const appMembers = rows.filter((m) => m.scope === 'APP');
      const guestRows = Array.from({ length: Math.round(count / 3) }, (_, i) => {
        const createdAt = new Date(now - ((i * 17) % 300) * DAY - DAY);
        const upgraded = i % 4 === 1 ? appMembers[i % appMembers.length] : undefined;
        return {
          communityId,
          deviceId: `demo-device-${ci}-${String(i).padStart(4, '0')}`,
          platform: PLATFORMS[i % 2],
          createdAt,
          // Last seen and signed up somewhere between arrival and now: a fixed offset after a recent arrival
          // would land after today.
          lastLoginAt: between(createdAt.getTime(), now, ((i * 5) % 20) / 20),
          deletedAt: i % 15 === 14 ? new Date(now - DAY) : null,
          upgradedUserId: upgraded?.userId ?? null,
          upgradedAt: upgraded ? between(createdAt.getTime(), now, 0.1) : null,
        };
      });
      const madeGuests = await guestsRepo.insertGuests(tx, guestRows);
      const upgrades = madeGuests.filter((g) => g.upgradedUserId);
      if (upgrades.length)
        await membersRepo.insertMemberEvents(
          tx,
          upgrades.map((g) => ({
            communityId,
            kind: 'UPGRADE',
            guestId: g.id,
            userId: g.upgradedUserId,
            at: g.upgradedAt!,
          })),
        );
    }
  });
}
