import base from './styles/base.css?inline';
import controls from './styles/controls.css?inline';
import pages from './styles/pages.css?inline';
import { mountFrame, storedToken, type Screen, type Update } from './frame';
import { initialLanguage } from '../core/languages';
import { setLanguage } from './i18n';
import type { SignedIn } from '../core/login';
import { loginPage } from './pages/login';
import { route } from './routes';

/**
 * The public pages' own entry (issue 21): the password reset, e-mail verification, deletion and privacy pages are
 * opened from e-mails and apps by people on any link, often a satellite one, so they carry no console (React,
 * Mantine, the router: 230 KB compressed, 5 to 7 s over 600 ms and 1 Mbit/s) — a few kilobytes of DOM code, their
 * texts in both languages and their styles, in one script.
 *
 * The console's index.html runs this script too, first (vite.config.ts inlinePublicScript): at "/" with no session
 * it draws the login page while the console's code arrives, and hands the signed-in answer to the console through
 * window.gatheringLogin (src/main.tsx); anywhere else it leaves the document to the console.
 */
const root = document.getElementById('root')!;

function mount(screen: (update: Update) => Screen) {
  const style = document.createElement('style');
  style.id = 'public-style';
  // One <style> in the sheets' order (styles/base.css says why three).
  style.textContent = base + controls + pages;
  document.head.append(style);
  setLanguage(initialLanguage());
  mountFrame(root, screen);
}

if (root.dataset.document === 'console') {
  if (window.location.pathname === '/' && storedToken() === null) {
    // The console's own script, after this one in the document: its failure to load is the page's to say.
    const consoleScript = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    const onConsoleLost = (lost: () => void) =>
      consoleScript?.addEventListener('error', lost, { once: true });
    window.gatheringLogin = new Promise<SignedIn>((signedIn) =>
      mount((update) => loginPage(update, signedIn, onConsoleLost)),
    );
  }
} else {
  const leave = (to: string) => window.location.replace(to);
  const screen = route(window.location.pathname, {
    search: new URLSearchParams(window.location.search),
    signedIn: storedToken() !== null,
    leave,
  });
  // Any other address (or a signed-in visitor of the two visitor-only pages) belongs to the console.
  if (screen) mount(screen);
  else leave('/');
}
