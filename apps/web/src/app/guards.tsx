import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { homeOf } from './home';

/** Login, reset-request, user-delete and unknown paths: a signed-in user is sent to their area. */
export function RedirectAuthenticated() {
  const session = useSession();
  if (session.isAuthenticated) return <Navigate to={homeOf(session)} replace />;
  return <Outlet />;
}

/** /administrator/*: signed-in platform administrators only. */
export function RequireAdministrator() {
  const session = useSession();
  if (!session.isAuthenticated || !session.isAdministrator) return <Navigate to={homeOf(session)} replace />;
  return <Outlet />;
}

/** /admin/*: signed-in users who are not platform administrators (those have their own area). */
export function RequireCommunityUser() {
  const session = useSession();
  if (!session.isAuthenticated || session.isAdministrator) return <Navigate to={homeOf(session)} replace />;
  return <Outlet />;
}
