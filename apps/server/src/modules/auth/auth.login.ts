import { messages, type MeResponse } from '@gathering/contract';
import { forbidden, unauthorized } from '../../lib/errors';
import type { AuthContext, IssuedSession } from './auth.context';
import { verifyCredentials } from './auth.credentials';
import { authRepository } from './auth.repository';

/** A refused console sign-in, in the platform's chain: the name typed (never the password) and why. */
async function recordRefusal(ctx: AuthContext, credential: string, err: unknown) {
  const { db } = ctx;
  const typed = credential.trim().toLowerCase().slice(0, 254);
  const user = await authRepository.findUserByCredential(db, typed);
  const status = (err as { statusCode?: number }).statusCode ?? 500;
  await ctx.audit.record(db, {
    communityId: null,
    action: 'auth.login_failed',
    target: { kind: 'user', id: user?.id ?? null },
    actor: user
      ? ctx.actorOf(user, user.isPlatformAdmin ? 'PLATFORM_ADMIN' : 'USER')
      : { userId: null, name: typed, role: 'UNKNOWN' },
    details: { signInName: typed, status, reason: err instanceof Error ? err.message : String(err) },
  });
}

/** The console's sign-in: a community administrator in their community, or a platform administrator. */
export async function login(
  ctx: AuthContext,
  input: {
    credential: string;
    password: string;
    ip: string;
    userAgent?: string;
  },
): Promise<IssuedSession & { me: MeResponse }> {
  const { db } = ctx;
  let communityId: string | null = null;
  let user: Awaited<ReturnType<typeof verifyCredentials>>;
  try {
    user = await verifyCredentials(ctx, input);
    if (user.status !== 'ACTIVE') throw forbidden(messages.accountInactive);
    if (!user.isPlatformAdmin) {
      communityId = (await authRepository.findAdministeredCommunity(db, user.id)) ?? null;
      if (!communityId) throw forbidden(messages.consoleNotAllowed);
    }
  } catch (err) {
    await recordRefusal(ctx, input.credential, err);
    throw err;
  }
  const session = await ctx.openSession(
    { userId: user.id, communityId, userAgent: input.userAgent, ip: input.ip },
    {
      communityId,
      action: 'auth.login',
      target: { kind: 'user', id: user.id },
      actor: ctx.actorOf(user, communityId ? 'ADMIN' : 'PLATFORM_ADMIN'),
    },
  );
  // The user as GET /v1/users/me answers it, read once here rather than by a second request over the link.
  const auth = await authRepository.loadAuth(db, session.sessionId);
  if (!auth) throw unauthorized(messages.sessionExpired);
  return { ...session, me: ctx.toMe(auth) };
}
