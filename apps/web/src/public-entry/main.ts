import css from './public.css?inline';
import { mountFrame, storedToken } from './frame';
import { initialLanguage, setLanguage } from './i18n';
import { route } from './routes';

/**
 * The public pages' own entry (issue 21): the password reset, e-mail verification, deletion and privacy pages are
 * opened from e-mails and apps by people on any link, often a satellite one, so they carry no console (React,
 * Mantine, the router: 230 KB compressed, 5 to 7 s over 600 ms and 1 Mbit/s) — a few kilobytes of DOM code, their
 * texts in both languages and their styles, in one script.
 */
const style = document.createElement('style');
style.textContent = css;
document.head.append(style);

setLanguage(initialLanguage());
const leave = (to: string) => window.location.replace(to);
const screen = route(window.location.pathname, {
  search: new URLSearchParams(window.location.search),
  signedIn: storedToken() !== null,
  leave,
});
// Any other address (or a signed-in visitor of the two visitor-only pages) belongs to the console.
if (screen) mountFrame(document.getElementById('root')!, screen);
else leave('/');
