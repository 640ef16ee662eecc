import { Navigate, type RouteObject } from 'react-router';
import { LoginRoute } from './login-route';
import { RedirectAuthenticated } from '../guards';

// The login page is in the first chunk (it is the front door); the other public pages load on demand.
export const publicRoutes: RouteObject[] = [
  {
    // Spec 001 §2: these send a signed-in user to their area.
    element: <RedirectAuthenticated />,
    children: [
      { index: true, element: <LoginRoute /> },
      {
        path: 'reset-request',
        lazy: async () => ({
          Component: (await import('../../features/public/pages/reset-request-page')).ResetRequestPage,
        }),
      },
      {
        path: 'user-delete/:community',
        lazy: async () => ({
          Component: (await import('../../features/public/pages/user-delete-page')).UserDeletePage,
        }),
      },
      // Unknown paths: the login page for visitors, the own area (through the guard above) for users.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // Open to everyone, signed in or not.
  {
    path: 'password-reset/:token',
    lazy: async () => ({
      Component: (await import('../../features/public/pages/password-reset-page')).PasswordResetPage,
    }),
  },
  {
    path: 'email-verification/:token?',
    lazy: async () => ({
      Component: (await import('../../features/public/pages/email-verification-page')).EmailVerificationPage,
    }),
  },
  {
    path: 'deletion-confirmation/:token?',
    lazy: async () => ({
      Component: (await import('../../features/public/pages/deletion-confirmation-page'))
        .DeletionConfirmationPage,
    }),
  },
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
  {
    path: 'privacy-policy/:slug?',
    lazy: async () => ({
      Component: (await import('../../features/public/pages/privacy-policy-page')).PrivacyPolicyPage,
    }),
  },
];
