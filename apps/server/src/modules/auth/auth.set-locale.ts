import type { Locale } from '@gathering/contract';
import type { AuthRow } from '../../plugins/auth';
import type { AuthContext } from './auth.context';
import { authRepository } from './auth.repository';

/** Remembers the user's language for the consoles (on every device) and for the e-mails sent to them. */
export async function setLocale(ctx: AuthContext, auth: AuthRow, locale: Locale): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await authRepository.setLocale(tx, auth.userId, locale, ctx.clock.now());
    await ctx.recordOwn(tx, auth, 'account.profile', { before: { locale: auth.locale }, after: { locale } });
  });
}
