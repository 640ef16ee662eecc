import { useEffect } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { RedirectAuthenticated } from '../guards';
import { RouteLoading } from '../loading-screen';

const RELOADED = 'gathering.publicDocument';

/**
 * The reset, verification, deletion and privacy pages are their own light document, public.html (src/public-entry,
 * issue 21), which the server sends for their addresses. A link inside the console that reaches one (a client-side
 * navigation) loads that document. Once only: should the server answer the console again, the visitor goes to the
 * login page rather than round a loop.
 */
function PublicDocument() {
  const { pathname, search } = useLocation();
  const target = pathname + search;
  const again = sessionStorage.getItem(RELOADED) === target;
  useEffect(() => {
    if (again) {
      sessionStorage.removeItem(RELOADED);
      return;
    }
    sessionStorage.setItem(RELOADED, target);
    window.location.replace(target);
  }, [again, target]);
  return again ? <Navigate to="/" replace /> : <RouteLoading />;
}

export const publicRoutes: RouteObject[] = [
  {
    // Spec 001 §2: these send a signed-in user to their area.
    element: <RedirectAuthenticated />,
    children: [
      // A chunk of its own: the front door of a first visit is the login page drawn before the console
      // (public-entry/pages/login.ts, issue 21); this one shows after a sign-out or an ended session.
      { index: true, lazy: async () => ({ Component: (await import('./login-route')).LoginRoute }) },
      { path: 'reset-request', element: <PublicDocument /> },
      { path: 'user-delete/:community', element: <PublicDocument /> },
      // Unknown paths: the login page for visitors, the own area (through the guard above) for users.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // Open to everyone, signed in or not.
  { path: 'password-reset/:token', element: <PublicDocument /> },
  { path: 'email-verification/:token?', element: <PublicDocument /> },
  { path: 'deletion-confirmation/:token?', element: <PublicDocument /> },
  { path: 'alerts/confirm/:token', element: <PublicDocument /> },
  {
    path: 'document-review/:token',
    lazy: async () => ({
      Component: (await import('../../features/document-review/pages/document-review-page'))
        .DocumentReviewPage,
    }),
  },
  {
    path: 'invitations/:token',
    lazy: async () => ({
      Component: (await import('../../features/invitations/pages/invitation-page')).InvitationPage,
    }),
  },
  { path: 'privacy-policy/:slug?', element: <PublicDocument /> },
];
