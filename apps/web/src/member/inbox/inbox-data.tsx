import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { AppNotificationEntry, AppNotificationsPage } from '@gathering/contract';
import type { MemberApp } from '../context';
import { useRemote, type Remote } from '../use-remote';

/**
 * The notifications the reader received (GET /app/v1/notifications: what reached their devices, newest first, in
 * their language), read once for the whole frame: the nav's unread count, the alert banner and the notifications
 * screen share one copy, so an acknowledgement made in one place shows in the others at once.
 */
export const INBOX_PAGE_SIZE = 20;
export const inboxPath = (page: number) => `/app/v1/notifications?offset=${page}&limit=${INBOX_PAGE_SIZE}`;
/**
 * While the page is in view it asks again every two minutes (and when it comes back into view): an alert sent
 * while a member reads reaches them without a reload, at a few hundred bytes a turn.
 */
const POLL_MS = 2 * 60_000;

export type Inbox = Remote<AppNotificationsPage>;
const InboxContext = createContext<Inbox | null>(null);

export function useInbox(): Inbox {
  const inbox = useContext(InboxContext);
  if (!inbox) throw new Error('useInbox outside InboxProvider');
  return inbox;
}

/**
 * `quiet`: the screen asks nothing of the server on its own (signing in or up): the inbox is not read there, so a
 * browser just signed out of makes no new guest session until someone reads.
 */
export function InboxProvider({
  app,
  quiet,
  children,
}: {
  app: MemberApp;
  quiet: boolean;
  children: ReactNode;
}) {
  const inbox = useRemote<AppNotificationsPage>(quiet ? null : 'inbox', async (signal) => {
    const answer = await app.api.call<AppNotificationsPage>('GET', inboxPath(0), { signal });
    return answer.data;
  });
  const { reload } = inbox;
  useEffect(() => {
    if (quiet) return;
    const again = () => {
      if (document.visibilityState === 'visible') reload();
    };
    const timer = setInterval(again, POLL_MS);
    document.addEventListener('visibilitychange', again);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', again);
    };
  }, [reload, quiet]);
  return <InboxContext.Provider value={inbox}>{children}</InboxContext.Provider>;
}

/** Alerts the reader has yet to acknowledge: shown above every screen until they do. */
export const pendingAlerts = (page: AppNotificationsPage | undefined) =>
  (page?.data ?? []).filter((n) => n.kind === 'EMERGENCY' && !n.acknowledged);

export const unreadCount = (page: AppNotificationsPage | undefined) =>
  (page?.data ?? []).filter((n) => !n.opened).length;

/** The shared copy with one notification changed (an open or an acknowledgement the server recorded). */
export function withEntry(
  page: AppNotificationsPage,
  id: string,
  change: Partial<AppNotificationEntry>,
): AppNotificationsPage {
  return { ...page, data: page.data.map((n) => (n.id === id ? { ...n, ...change } : n)) };
}

/**
 * Acknowledges an alert (POST …/acknowledge, the phones' route). No device token: this browser acknowledges as the
 * person, which is what the administrator's alert page counts and the alert cascade confirms (APP).
 */
export async function acknowledge(app: MemberApp, id: string): Promise<void> {
  await app.api.call('POST', `/app/v1/notifications/${encodeURIComponent(id)}/acknowledge`, { body: {} });
}

/** Marks a notification read (POST …/open without a token: one open for the person). */
export async function markRead(app: MemberApp, id: string): Promise<void> {
  await app.api.call('POST', `/app/v1/notifications/${encodeURIComponent(id)}/open`, { body: {} });
}
