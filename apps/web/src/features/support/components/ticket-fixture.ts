import type { SupportTicketDetail } from '@gathering/contract';
import { comment } from './fixtures';

/** A whole ticket as both consoles receive it (component tests only). */
export function ticketDetail(overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    type: 'APP_PROBLEM',
    status: 'OPEN',
    ticket: { message: 'My feed stays empty' },
    postedOn: '2026-11-20T15:00:00.000Z',
    lastActivityOn: '2026-11-21T15:00:00.000Z',
    communityDetails: {
      communityId: '00000000-0000-4000-8000-00000000000c',
      community: 'River Nation',
      logo: null,
    },
    memberDetails: {
      memberId: '00000000-0000-4000-8000-00000000000d',
      guestId: null,
      member: 'Aiyana Cardinal',
      email: 'aiyana@example.org',
      username: 'aiyana',
      scope: 'APP',
    },
    appBuild: '2.8.6.250410398',
    deviceDetails: {
      os: 'android',
      osVersion: '14',
      device: 'Pixel 8',
      manufacturer: 'Google',
      network: 'wifi',
      timezone: 'America/Winnipeg',
    },
    escalated: false,
    escalatedOn: null,
    attachments: [
      {
        id: '00000000-0000-4000-8000-0000000000f1',
        url: 'http://localhost/files/support/shot-1.png',
        mimeType: 'image/png',
        size: 2048,
        postedOn: '2026-11-20T15:01:00.000Z',
      },
    ],
    comments: [comment('Since Tuesday', [])],
    firstResponseOn: null,
    resolvedOn: null,
    firstResponseSeconds: null,
    resolutionSeconds: null,
    ...overrides,
  } satisfies SupportTicketDetail;
}
