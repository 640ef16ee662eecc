import { createMemberApi } from './api';
import type { BootHandover } from './boot-handover';
import { keptStore } from './kept';
import { COMMUNITY_KEY, communityPath, FIRST_FEED_PATH, slugOf } from './paths';
import type { AppFeedList, CommunityBranding, Kept } from './types';

/**
 * The member web app's first script, inline in member.html (vite.config.ts inlineMemberBoot; its hash is allowed
 * by the server's CSP): it starts the session and asks for the community and the first page of the feed while the
 * app's code is still on its way. On a satellite link (600 ms a round trip) those are the round trips that decide
 * when the feed is readable: asked for after the code, the feed came a second and more later (issue 35's bench).
 */
const slug = slugOf(window.location.pathname);
if (slug) {
  const api = createMemberApi({ slug });
  const kept = keptStore(slug);
  const keptCommunity = readKept<CommunityBranding>(api.session.read(COMMUNITY_KEY));

  const community = api
    .call<CommunityBranding>('GET', communityPath(slug), { auth: 'none', ifNoneMatch: keptCommunity?.etag })
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

  window.gatheringMember = {
    slug,
    api,
    kept,
    community: { kept: keptCommunity?.data ?? null, fresh: community },
    feed: { kept: keptFeed, fresh },
  } satisfies BootHandover;
}

function readKept<T>(text: string | null): Kept<T> | null {
  try {
    const parsed = text ? (JSON.parse(text) as Kept<T>) : null;
    return parsed && typeof parsed === 'object' && 'data' in parsed ? parsed : null;
  } catch {
    return null;
  }
}
