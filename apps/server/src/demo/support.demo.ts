import { accountsSeedRepository as accountsRepo } from '../modules/auth/accounts-seed.repository';
import { SUPPORT_AUTO_CLOSE_DAYS, supportMessages, SUPPORT_TEAM_IDENTITY } from '@gathering/contract';
import type { SupportDeviceDetails } from '../db/schema';
import type { Executor } from '../db/client';
import type { DemoContext } from './demo-context';
import { supportSeedRepository as repo } from '../modules/support/support-seed.repository';
import { supportAutoClose } from '../jobs/catalog';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const DEVICES: SupportDeviceDetails[] = [
  {
    os: 'ios',
    osVersion: '18.2',
    device: 'iPhone15,2',
    manufacturer: 'Apple',
    network: 'wifi',
    timezone: 'America/Winnipeg',
  },
  {
    os: 'android',
    osVersion: '14',
    device: 'Pixel 8',
    manufacturer: 'Google',
    network: 'cellular',
    timezone: 'America/Edmonton',
  },
  {
    os: 'android',
    osVersion: '13',
    device: 'SM-A546W',
    manufacturer: 'Samsung',
    network: 'wifi',
    timezone: 'America/Toronto',
  },
];

/** A message of a demo thread: who says it, after how many hours, and its replies. */
interface Say {
  by: 'member' | 'admin' | 'support' | 'note';
  text: string;
  after: number;
  replies?: Say[];
}

interface DemoTicket {
  type: string;
  status: string;
  message: string;
  ageDays: number;
  escalated?: boolean;
  /** Read by the community administrator after the last activity (the others show as unread). */
  read?: boolean;
  thread: Say[];
}

const TICKETS: DemoTicket[] = [
  {
    type: 'APP_PROBLEM',
    status: 'OPEN',
    message: 'The events calendar stays blank since the last update. I tried closing the app.',
    ageDays: 1,
    thread: [],
  },
  {
    type: 'QUESTION',
    status: 'PENDING_MEMBER',
    message: 'How do I join the Youth group? I cannot find the button.',
    ageDays: 3,
    read: true,
    thread: [
      {
        by: 'admin',
        text: 'Groups are assigned by the band office. Which program are you registered in?',
        after: 2,
        replies: [
          {
            by: 'member',
            text: 'The summer language camp.',
            after: 5,
            replies: [
              {
                by: 'admin',
                text: 'Thanks! I added you to Youth; it shows after you sign in again.',
                after: 7,
              },
            ],
          },
        ],
      },
      { by: 'note', text: 'Checked the camp list: registered on June 2.', after: 6 },
    ],
  },
  {
    type: 'ACCOUNT',
    status: 'OPEN',
    message: 'I changed my e-mail address and now the app says my account is not verified.',
    ageDays: 2,
    escalated: true,
    thread: [
      { by: 'note', text: 'Verification link fails for this address; handing to the platform.', after: 1 },
      {
        by: 'support',
        text: 'We are looking into it. Could you tell us when you changed your address?',
        after: 4,
        replies: [
          {
            by: 'member',
            text: 'Yesterday around noon.',
            after: 6,
            replies: [
              {
                by: 'support',
                text: 'Thank you. We sent a fresh verification link; it works for 7 days.',
                after: 9,
                replies: [{ by: 'member', text: 'Still says not verified.', after: 20 }],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'CONTENT_REPORT',
    status: 'RESOLVED',
    message: 'The job posting for the health centre shows the wrong closing date.',
    ageDays: 6,
    read: true,
    thread: [
      { by: 'admin', text: 'Thank you, the date is corrected.', after: 3 },
      { by: 'note', text: 'Typo in the original posting; fixed in the console.', after: 3 },
    ],
  },
  {
    type: 'APP_PROBLEM',
    status: 'CLOSED',
    message: 'Notifications arrive twice on my tablet.',
    ageDays: 30,
    read: true,
    escalated: false,
    thread: [
      {
        by: 'admin',
        text: 'Do you have the app installed twice (phone and tablet with the same account)?',
        after: 5,
        replies: [{ by: 'member', text: 'Yes, that was it. Thanks!', after: 30 }],
      },
      { by: 'note', text: supportMessages.autoClosedNote, after: 16 * 24 },
    ],
  },
  {
    type: 'OTHER',
    status: 'OPEN',
    message: 'Can the app show the community radio schedule?',
    ageDays: 0,
    thread: [],
  },
  {
    type: 'APP_PROBLEM',
    status: 'PENDING_MEMBER',
    message: 'The forms page freezes when I attach a photo.',
    ageDays: 4,
    escalated: true,
    thread: [
      { by: 'note', text: 'Reproduced on Android 13 only.', after: 2 },
      {
        by: 'support',
        text: 'A fix is in the next app build. Does it happen with small photos too?',
        after: 10,
      },
    ],
  },
];

/** Support tickets in every status across the demo communities: nested threads, notes, escalations, unread. */
export async function seedSupportDemo(ctx: DemoContext): Promise<void> {
  const db = ctx.database.db;
  const now = Date.now();
  // Resolved demo tickets close themselves like any other: the sweep is queued for the day they fall due.
  const dueDates: Date[] = [];
  await db.transaction(async (tx) => {
    for (const [ci, communityId] of Object.values(ctx.communities).entries()) {
      const admin = await person(tx, communityId, 'ADMIN', 0);
      if (!admin) continue;
      // Fewer tickets in the smaller communities, still one in every status.
      const tickets = TICKETS.filter((_, i) => ci === 0 || (i !== 1 && i !== 5));
      for (const [ti, demo] of tickets.entries()) {
        const member = await person(tx, communityId, 'MEMBER', ti + ci * 3);
        if (!member) continue;
        const createdAt = new Date(now - demo.ageDays * DAY - (ti + 1) * HOUR);
        const ticket = await repo.insertTicket(tx, {
          communityId,
          membershipId: member.membershipId,
          userId: member.userId,
          type: demo.type,
          status: demo.status,
          message: demo.message,
          appBuild: '2.8.6.250410398',
          deviceDetails: DEVICES[(ti + ci) % DEVICES.length],
          escalated: demo.escalated ?? false,
          escalatedAt: demo.escalated ? new Date(createdAt.getTime() + HOUR) : null,
          createdAt,
          updatedAt: createdAt,
          lastActivityAt: createdAt,
          lastMemberActivityAt: createdAt,
        });
        const times = { last: createdAt, lastMember: createdAt, firstResponse: null as Date | null };
        const post = async (says: Say[], parents: string[]) => {
          for (const say of says) {
            const at = new Date(Math.min(createdAt.getTime() + say.after * HOUR, now - 60_000));
            const who =
              say.by === 'member'
                ? {
                    role: 'MEMBER',
                    authorUserId: member.userId,
                    authorName: member.name,
                    authorEmail: member.email,
                  }
                : say.by === 'support'
                  ? {
                      role: 'SUPPORT_TEAM',
                      authorName: `${SUPPORT_TEAM_IDENTITY.firstName} ${SUPPORT_TEAM_IDENTITY.lastName}`,
                      authorEmail: SUPPORT_TEAM_IDENTITY.email,
                    }
                  : say.text === supportMessages.autoClosedNote
                    ? { role: 'SYSTEM', authorName: 'Gathering' }
                    : {
                        role: 'COMMUNITY_ADMIN',
                        authorUserId: admin.userId,
                        authorName: admin.name,
                        authorEmail: admin.email,
                      };
            const internal = say.by === 'note' && who.role !== 'SYSTEM';
            const row = await repo.insertComment(tx, {
              ticketId: ticket.id,
              parents,
              ...who,
              internal,
              body: say.text,
              createdAt: at,
            });
            if (at > times.last) times.last = at;
            if (say.by === 'member' && at > times.lastMember) times.lastMember = at;
            if (
              (say.by === 'admin' || say.by === 'support') &&
              (!times.firstResponse || at < times.firstResponse)
            )
              times.firstResponse = at;
            await post(say.replies ?? [], [...parents, row.id]);
          }
        };
        await post(demo.thread, []);
        const resolved = demo.status === 'RESOLVED' || demo.status === 'CLOSED';
        if (demo.status === 'RESOLVED')
          dueDates.push(new Date(times.last.getTime() + HOUR + SUPPORT_AUTO_CLOSE_DAYS * DAY + 60_000));
        await repo.setTicketTimes(tx, ticket.id, {
          lastActivityAt: times.last,
          lastMemberActivityAt: times.lastMember,
          firstResponseAt: times.firstResponse,
          resolvedAt: resolved ? new Date(times.last.getTime() + HOUR) : null,
        });
        if (demo.read)
          await repo.insertReadMarker(tx, {
            ticketId: ticket.id,
            userId: admin.userId,
            readAt: new Date(now),
          });
      }
    }
  });
  for (const startAfter of dueDates) await ctx.queue.send(supportAutoClose, {}, { startAfter });
}

/** The n-th active person of a role in a community (in a stable order), with the name they post under. */
async function person(tx: Executor, communityId: string, role: 'ADMIN' | 'MEMBER', n: number) {
  const row = await accountsRepo.nthActivePerson(tx, communityId, role, n);
  if (!row) return undefined;
  return { ...row, name: `${row.firstName} ${row.lastName}`.trim() || row.username };
}
