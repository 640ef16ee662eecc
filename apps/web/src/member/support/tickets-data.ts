import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_SCREENSHOT_TYPES,
} from '@gathering/contract/constants';
import type { AppSupportTicket, AppSupportTicketsPage, SupportTicketType } from '@gathering/contract';
import type { MemberApp } from '../context';
import type { Translate } from '../render/texts';

/** The member API's support routes (/app/v1/support, the phones' own): a ticket, its thread, its screenshots. */
export const TICKETS_PAGE_SIZE = 20;
export const ticketsPath = (page: number) =>
  `/app/v1/support/tickets?offset=${page}&limit=${TICKETS_PAGE_SIZE}`;
export const ticketPath = (id: string) => `/app/v1/support/tickets/${encodeURIComponent(id)}`;

/** What the browser can say of itself (a phone sends its model and OS): enough for an administrator to reproduce. */
export function browserDetails() {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const ua = (nav as (Navigator & { userAgentData?: { platform?: string } }) | undefined)?.userAgentData;
  const connection = (nav as (Navigator & { connection?: { effectiveType?: string } }) | undefined)
    ?.connection;
  const cut = (s: string | undefined) => (s ?? '').slice(0, 100);
  let timezone = '';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    timezone = '';
  }
  return {
    os: 'web',
    osVersion: cut(ua?.platform),
    device: cut(nav?.userAgent),
    manufacturer: '',
    network: nav?.onLine === false ? 'offline' : cut(connection?.effectiveType ?? 'online'),
    timezone: cut(timezone),
  };
}
/** The ticket's app build: this is the web app (the phones send their own version). */
export const WEB_BUILD = 'web';

/** A message's problem, in the contract's limits (the server checks them again); null when it is fine. */
export function messageProblem(message: string, t: Translate): string | null {
  if (!message.trim()) return t('support.messageRequired');
  if (message.length > SUPPORT_MESSAGE_MAX) return t('support.messageTooLong');
  return null;
}

/** A screenshot's problem before it is sent (the server reads the image's own bytes, and decides). */
export function screenshotProblem(file: File | null, t: Translate): string | null {
  if (!file) return null;
  if (!(SUPPORT_SCREENSHOT_TYPES as readonly string[]).includes(file.type))
    return t('support.screenshotType');
  if (file.size > SUPPORT_SCREENSHOT_MAX_BYTES) return t('support.screenshotTooLarge');
  return null;
}

export async function createTicket(
  app: MemberApp,
  body: { type: SupportTicketType; message: string; contactEmail?: string },
  key: string,
): Promise<AppSupportTicket> {
  const answer = await app.api.call<AppSupportTicket>('POST', '/app/v1/support/tickets', {
    body: { ...body, appBuild: WEB_BUILD, deviceDetails: browserDetails() },
    key,
  });
  return answer.data;
}

/** The upload route of the phones (multipart, field `screenshot`): answers the ticket with its attachments. */
export async function attachScreenshot(app: MemberApp, id: string, file: File): Promise<AppSupportTicket> {
  const form = new FormData();
  form.append('screenshot', file, file.name);
  const answer = await app.api.call<AppSupportTicket>('POST', `${ticketPath(id)}/screenshots`, {
    body: form,
  });
  return answer.data;
}

export async function answerTicket(app: MemberApp, id: string, message: string, key: string) {
  const answer = await app.api.call<AppSupportTicket>('POST', `${ticketPath(id)}/comments`, {
    body: { message, parents: [] },
    key,
  });
  return answer.data;
}

export type { AppSupportTicket, AppSupportTicketsPage };
