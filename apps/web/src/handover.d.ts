/**
 * The login page drawn before the console (src/public-entry/pages/login.ts, issue 21) and the console (main.tsx)
 * are two scripts of one document that share no module (a shared module would be a chunk of its own, one more
 * satellite round trip before the page shows): this promise is all that passes between them. It exists when the
 * login page is on screen, and resolves once the person has signed in.
 */
interface Window {
  gatheringLogin?: Promise<import('./public-entry/pages/login').SignedIn>;
}
