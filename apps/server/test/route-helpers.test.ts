import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@gathering/contract';
import { adminCommunity, errorResponses } from '../src/lib/route';
import type { AuthRow } from '../src/plugins/auth';

const auth = (over: Partial<AuthRow>): AuthRow => ({
  sessionId: 's',
  sessionExpiresAt: new Date(),
  sessionRevokedAt: null,
  userId: 'u1',
  username: 'ada',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'L',
  emailVerifiedAt: null,
  userStatus: 'ACTIVE',
  isPlatformAdmin: false,
  multiCommunity: false,
  membershipId: 'm1',
  role: 'ADMIN',
  membershipStatus: 'ACTIVE',
  communityId: 'c1',
  communityName: 'Community',
  communitySlug: 'community',
  communityLogo: null,
  locale: 'en',
  ...over,
});
const request = (a: AuthRow | null) => ({ auth: a }) as unknown as FastifyRequest;

describe('route helpers', () => {
  it('errorResponses maps each status to the contract error schema', () => {
    expect(errorResponses(400, 404)).toEqual({ 400: errorResponse, 404: errorResponse });
  });

  it('adminCommunity answers the calling administrator of a community', () => {
    expect(adminCommunity(request(auth({})))).toEqual({
      userId: 'u1',
      communityId: 'c1',
      membershipId: 'm1',
    });
  });

  it('adminCommunity is a 403 for a caller who is not a community administrator', () => {
    const refused = [
      null,
      auth({ role: 'MEMBER' }),
      auth({ communityId: null, membershipId: null, role: null, isPlatformAdmin: true }),
    ];
    for (const a of refused)
      expect(() => adminCommunity(request(a))).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});
