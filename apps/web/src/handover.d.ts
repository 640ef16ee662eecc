/**
 * The login page drawn before the console (src/public-entry/pages/login.ts, issue 21) and the console (main.tsx)
 * are two scripts of one document. Both are built from the same core (src/core), but each carries its own copy:
 * the login page's script is built alone and inline (vite.config.ts inlinePublicScript), since a module shared
 * between them would be a chunk of its own, one more satellite round trip before the page shows. This promise is
 * all that passes between them at run time. It exists when the login page is on screen, and resolves once the
 * person has signed in.
 */
interface Window {
  gatheringLogin?: Promise<import('./core/login').SignedIn>;
}
