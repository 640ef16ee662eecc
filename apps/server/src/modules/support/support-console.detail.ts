import type { SupportTicketDetail } from '@gathering/contract';
import type { ServerLanguage } from '../../i18n';
import type { SupportConsoleContext } from './support-console.context';
import { supportRepository as repo } from './support.repository';
import { detailOf, staffTicket, type StaffCaller } from './support.tickets';

/** The ticket with everything, internal notes included; opening it marks it read for this administrator. */
export async function detail(
  ctx: SupportConsoleContext,
  staff: StaffCaller,
  id: string,
  language: ServerLanguage,
): Promise<SupportTicketDetail> {
  const { db } = ctx;
  const ticket = await staffTicket(db, staff, id);
  await repo.markRead(db, ticket.id, staff.userId, ctx.clock.now());
  return detailOf(db, ticket.id, language, ctx.addresses);
}
