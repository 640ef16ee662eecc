import { createMemberApi, type MemberApi } from './api';
import type { BootHandover } from './boot-handover';
import { keptStore } from './kept';
import { COMMUNITY_KEY, communityPath, FIRST_FEED_PATH } from './paths';
import type { AppFeedList, CommunityBranding, Kept } from './types';

/** The session's client, and the community and first feed page asked for at once (main.tsx starts it without boot). */
export function startMember(slug: string): BootHandover {
  const api = createMemberApi({ slug });
  const kept = keptStore(slug);
  const keptCommunity = readKept<CommunityBranding>(api.session.read(COMMUNITY_KEY));

  const community = askCommunity(api, keptCommunity);

  const reader = api.who();
  const keptFeed = reader
    ? kept.feed(reader).then((copy) => (copy ? { who: reader, kept: copy } : null))
    : Promise.resolve(null);
  const fresh = keptFeed.then(async (copy) => {
    const answer = await api.call<AppFeedList | undefined>('GET', FIRST_FEED_PATH, {
      ifNoneMatch: copy?.kept.etag,
    });
    return { who: api.who() ?? '', answer };
  });
  // Read by the app (main.tsx); a failure is the app's to show, not an unhandled rejection here.
  community.catch(() => undefined);
  fresh.catch(() => undefined);

  return {
    slug,
    api,
    kept,
    community: { kept: keptCommunity?.data ?? null, fresh: community },
    feed: { kept: keptFeed, fresh },
  };
}

/**
 * The community's look (public), asked with the kept copy's validator: the kept copy when unchanged, null when there
 * is no such community, the kept copy again when the server cannot be reached (a rejection without one).
 */
export function askCommunity(api: MemberApi, keptCommunity: Kept<CommunityBranding> | null) {
  return api
    .call<CommunityBranding>('GET', communityPath(api.slug), {
      auth: 'none',
      ifNoneMatch: keptCommunity?.etag,
    })
    .then(
      (answer) => {
        if (answer.status === 304 && keptCommunity) return keptCommunity.data;
        const data = answer.data;
        api.session.write(COMMUNITY_KEY, JSON.stringify({ etag: answer.etag, data, at: Date.now() }));
        return data;
      },
      (err: { status?: number }) => {
        if (err.status === 404) {
          api.session.write(COMMUNITY_KEY, null);
          return null;
        }
        // No answer: the kept copy (if any) stands in; without one the app says the link is down.
        if (keptCommunity) return keptCommunity.data;
        throw err;
      },
    );
}

function readKept<T>(text: string | null): Kept<T> | null {
  try {
    const parsed = text ? (JSON.parse(text) as Kept<T>) : null;
    return parsed && typeof parsed === 'object' && 'data' in parsed ? parsed : null;
  } catch {
    return null;
  }
}
