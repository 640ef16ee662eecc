// The consoles' side of support: a community's administrators (their community's tickets) and the platform's
// (every community's, and the escalated ones) list, read, answer and move tickets; and the sweep that closes
// resolved tickets nobody reopened.
import type { SupportTicketUpdateBody } from '@gathering/contract';
import type { ServerLanguage } from '../../i18n';
import { autoClose } from './support-console.auto-close';
import { comment } from './support-console.comment';
import { supportConsoleContext, type SupportConsoleDeps } from './support-console.context';
import { detail } from './support-console.detail';
import { communityFigures, figuresPage } from './support-console.figures';
import { list, unread } from './support-console.list';
import { update } from './support-console.update';
import type { StaffCaller } from './support.tickets';

/** One operation per file (support-console.<operation>.ts); this only puts them together. */
export function createSupportConsoleService(deps: SupportConsoleDeps) {
  const ctx = supportConsoleContext(deps);
  return {
    list: (staff: StaffCaller, q: Parameters<typeof list>[2]) => list(ctx, staff, q),
    unread: (staff: StaffCaller) => unread(ctx, staff),
    communityFigures: (communityId: string) => communityFigures(ctx, communityId),
    figuresPage: (q: Parameters<typeof figuresPage>[1]) => figuresPage(ctx, q),
    detail: (staff: StaffCaller, id: string, language: ServerLanguage) => detail(ctx, staff, id, language),
    comment: (
      staff: StaffCaller,
      id: string,
      body: Parameters<typeof comment>[3],
      language: ServerLanguage,
    ) => comment(ctx, staff, id, body, language),
    update: (staff: StaffCaller, id: string, body: SupportTicketUpdateBody, language: ServerLanguage) =>
      update(ctx, staff, id, body, language),
    autoClose: () => autoClose(ctx),
  };
}
