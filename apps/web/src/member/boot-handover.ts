import type { Answer, MemberApi } from './api';
import type { KeptStore } from './kept';
import type { AppFeedList, CommunityBranding, Kept } from './types';

/**
 * What the boot script (boot.ts, inline in member.html) hands the app (main.tsx) through window.gatheringMember:
 * the session's client and the first screen's data, asked for before the app's code arrived.
 */
export interface BootHandover {
  slug: string;
  api: MemberApi;
  kept: KeptStore;
  community: {
    /** The copy kept from the last visit (drawn at once), if any. */
    kept: CommunityBranding | null;
    /** The server's answer; null when there is no such community. */
    fresh: Promise<CommunityBranding | null>;
  };
  feed: {
    /** The feed kept for whoever was reading last in this browser. */
    kept: Promise<{ who: string; kept: Kept<AppFeedList> } | null>;
    /** The server's first page (a 304, with no data, when the kept copy is current). */
    fresh: Promise<{ who: string; answer: Answer<AppFeedList | undefined> }>;
  };
}
