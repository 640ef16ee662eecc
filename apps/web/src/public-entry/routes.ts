import type { Screen, Update } from './frame';
import { alertConfirmationPage } from './pages/alert-confirmation';
import { deletionConfirmationPage } from './pages/deletion-confirmation';
import { emailVerificationPage } from './pages/email-verification';
import { passwordResetPage } from './pages/password-reset';
import { privacyPolicyPage } from './pages/privacy-policy';
import { resetRequestPage } from './pages/reset-request';
import { userDeletePage } from './pages/user-delete';

export interface Context {
  search: URLSearchParams;
  /** Someone is signed in in this browser (a stored session). */
  signedIn: boolean;
  /** A full navigation elsewhere (the console's pages are another document). */
  leave: (to: string) => void;
}

/**
 * The public pages and their addresses (the console's app/routes/public-routes.tsx had them; the server's
 * plugins/web.ts PUBLIC_PAGES and the service worker's sw/rules.ts PUBLIC_PAGES answer these with public.html).
 * The answer is the page's screen, or null when the visitor is sent elsewhere.
 */
export function route(path: string, ctx: Context): ((update: Update) => Screen) | null {
  const parts = path.replace(/\/+$/, '').split('/').slice(1).map(decodeURIComponent);
  const [page, param] = parts;
  // An emergency alert's e-mail link (issue 36): open to everyone, signed in or not.
  if (page === 'alerts' && param === 'confirm' && parts.length === 3)
    return (update) => alertConfirmationPage(update, parts[2]);
  if (parts.length > 2) return null;
  switch (page) {
    // Spec 001 §2: these two send a signed-in user to their area (the console, at /, knows which).
    case 'reset-request':
      if (param !== undefined || ctx.signedIn) return null;
      return (update) => resetRequestPage(update);
    case 'user-delete':
      if (!param || ctx.signedIn) return null;
      return (update) => userDeletePage(update, param, ctx.leave);
    // Open to everyone, signed in or not.
    case 'password-reset':
      if (!param) return null;
      return (update) => passwordResetPage(update, param, ctx.search.get('invite') === '1');
    case 'email-verification':
      return (update) => emailVerificationPage(update, param);
    case 'deletion-confirmation':
      return (update) => deletionConfirmationPage(update, param);
    case 'privacy-policy':
      return (update) => privacyPolicyPage(update, param);
    default:
      return null;
  }
}
