import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_TEAM_IDENTITY } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { createComment } from './create-comment';
import { createReply } from './create-reply';
import { getTicket } from './get-ticket';
import { updateTicket } from './update-ticket';

const id = '00000000-0000-4000-8000-0000000000aa';
const parent = '00000000-0000-4000-8000-0000000000bb';

describe('support API calls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the community console posts to the community-side routes, as itself', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({});
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    const get = vi.spyOn(api, 'get').mockResolvedValue({});
    await createComment('community', id, { message: 'Hello', internal: false });
    await createReply('community', id, { message: 'Hi', internal: true, parents: [parent] });
    await updateTicket('community', id, { escalated: true });
    await getTicket('community', id);
    expect(post).toHaveBeenNthCalledWith(1, `/v2/support/ticket/${id}/comment`, {
      message: 'Hello',
      internal: false,
    });
    expect(post).toHaveBeenNthCalledWith(2, `/v2/support/ticket/${id}/reply`, {
      message: 'Hi',
      internal: true,
      parents: [parent],
    });
    expect(patch).toHaveBeenCalledWith(`/v2/support/ticket/${id}`, { escalated: true });
    expect(get).toHaveBeenCalledWith(`/v2/support/community/ticket/${id}`, expect.anything());
  });

  it('the platform posts to the admin routes with the fixed support-team identity (spec §5, §6)', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({});
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    await createComment('platform', id, { message: 'Hello' });
    await createReply('platform', id, { message: 'Hi', parents: [parent] });
    await updateTicket('platform', id, { status: 'RESOLVED' });
    expect(post).toHaveBeenNthCalledWith(1, `/v2/support/admin/ticket/${id}/comment`, {
      message: 'Hello',
      ...SUPPORT_TEAM_IDENTITY,
    });
    expect(post).toHaveBeenNthCalledWith(2, `/v2/support/admin/ticket/${id}/reply`, {
      message: 'Hi',
      parents: [parent],
      email: SUPPORT_TEAM_IDENTITY.email,
      firstName: SUPPORT_TEAM_IDENTITY.firstName,
      lastName: SUPPORT_TEAM_IDENTITY.lastName,
    });
    expect(patch).toHaveBeenCalledWith(`/v2/support/admin/ticket/${id}`, { status: 'RESOLVED' });
  });

  it('a ticket id is one path segment, whatever it holds', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({});
    await getTicket('platform', '../tickets');
    expect(get).toHaveBeenCalledWith('/v2/support/admin/ticket/..%2Ftickets', expect.anything());
  });
});
