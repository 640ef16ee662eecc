import type { Session } from '../lib/session';

export const ADMINISTRATOR_HOME = '/administrator/dashboard';
export const ADMIN_HOME = '/admin/dashboard';

/** Where each kind of user lands (spec 001 §2, §6): administrators, other signed-in users, visitors. */
export function homeOf(session: Pick<Session, 'isAuthenticated' | 'isAdministrator'>): string {
  if (!session.isAuthenticated) return '/';
  return session.isAdministrator ? ADMINISTRATOR_HOME : ADMIN_HOME;
}
