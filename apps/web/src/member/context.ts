import { createContext, useContext } from 'react';
import type { MemberApi, SessionKind } from './api';
import type { BootHandover } from './boot-handover';
import type { KeptStore } from './kept';
import type { CommunityBranding } from './types';

/** What every screen of a community's app may use: its community, the session's client, what the browser keeps. */
export interface MemberApp {
  slug: string;
  api: MemberApi;
  kept: KeptStore;
  community: CommunityBranding;
  /** A member or a guest reads. */
  kind: SessionKind;
  /**
   * The reader's turn: it changes when a member signs in or out, and every answer read for the one before is
   * forgotten (a screen's key carries it, so nothing of one person is drawn for the next).
   */
  turn: number;
  /** False while the server cannot be reached: screens show what the browser kept. */
  online: boolean;
  /** Tells the app whether the last call reached the server (an ApiError of status 0 did not). */
  reached(reached: boolean): void;
  /** The address of a screen of this community's app ("/items/x" → "/c/<slug>/items/x"). */
  href(path?: string): string;
  /** The boot script's first answers, taken once by the first feed. */
  boot: BootHandover | null;
  /** A member's session begins here (the sign-in's answer): what the guest kept is forgotten. */
  signedIn(answer: unknown): Promise<void>;
  /**
   * A member's session ends here: copies, drafts and tokens forgotten (shared browsers). `show` draws the next screen
   * (told whether the server was reached) before anything is forgotten: it must ask nothing of the server.
   */
  signOut(show: (reached: boolean) => void): Promise<void>;
  /** Sets the page's title: the screen's heading, the community, the product. */
  title(heading: string): void;
}

export const AppContext = createContext<MemberApp | null>(null);

export function useApp(): MemberApp {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp outside the member app');
  return app;
}
