import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';

// New guests per address and hour: 20 by default (limits-servers.test.ts proves it across two servers);
// GUEST_JOINS_PER_ADDRESS sets it for a place where many people share one address (an evacuation centre's Wi-Fi).
describe('GUEST_JOINS_PER_ADDRESS', () => {
  let t: TestContext;
  let slug: string;
  beforeAll(async () => {
    t = await createTestContext({ env: { GUEST_JOINS_PER_ADDRESS: '3' } });
    slug = (await createCommunityAdmin(t.database)).community.slug;
  });
  afterAll(() => t.close());

  const join = (deviceId: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/app/v1/guests/session',
      payload: { communitySlug: slug, deviceId, platform: 'web' },
      remoteAddress,
    });

  it('lets that many new guests in from one address an hour, then answers 429 with a sentence', async () => {
    for (let i = 0; i < 3; i++)
      expect((await join(`shared-wifi-${i}-device`, '10.9.0.1')).statusCode).toBe(200);
    const refused = await join('shared-wifi-3-device', '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/guests/i);
    // A device asking again for its guest is not a new one; another address has its own count.
    expect((await join('shared-wifi-0-device', '10.9.0.1')).statusCode).toBe(200);
    expect((await join('elsewhere-device-0', '10.9.0.2')).statusCode).toBe(200);
  });

  it('refuses a value that is not a whole number from 1', async () => {
    await expect(createTestContext({ env: { GUEST_JOINS_PER_ADDRESS: '0' } })).rejects.toThrow(
      /GUEST_JOINS_PER_ADDRESS/,
    );
  });
});
