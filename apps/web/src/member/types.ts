// The member API's shapes the app reads, from the contract (types only: the app's script carries no zod).
export type { AppFeedItem, AppFeedList } from '@gathering/contract';

/** GET /app/v1/communities/{slug}: the community's look before anyone signs in (the contract's communityBranding). */
export interface CommunityBranding {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  colors: { primary: string; onPrimary: string; background: string };
  languages: { tag: string; name: string; script: string; direction: 'ltr' | 'rtl'; isDefault: boolean }[];
  timeZone: string;
  manifest: string;
  /** The server's VAPID public key (base64url): this browser's push subscription is made with it. */
  webPushPublicKey?: string;
}

/** A copy the app keeps of an answer, with the validator to ask whether it is still current. */
export interface Kept<T> {
  etag?: string;
  data: T;
  /** When it was kept (epoch ms): the oldest go first. */
  at: number;
}
