import '@testing-library/jest-dom/vitest';
// IndexedDB, which jsdom lacks: the forms keep what is typed there (lib/kept-drafts.ts).
import 'fake-indexeddb/auto';
import { i18n } from '../src/i18n';
import { initI18nForTests } from './i18n';
import { installZodMessages } from '../src/lib/forms';
import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach } from 'vitest';
import { toastStore } from '../src/components/toasts';
import { dropAllKeptDrafts } from '../src/lib/kept-drafts';

// findBy*/waitFor give up after 1 s by default: on a loaded two-core CI machine the first render of a whole console
// (lazy routes, i18n, MSW) has taken longer (consoles.test.tsx). A passing wait ends as soon as it holds.
configure({ asyncUtilTimeout: 5_000 });

// Toasts live in a module-level store: one test's toast (5 s on screen) must not show up in the next test. Test files
// share modules (vite.config.ts, isolate: false), so a test that switched the language hands the next one English.
afterEach(async () => {
  cleanup();
  toastStore.clear();
  await dropAllKeptDrafts();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  dayjs.locale('en');
});

// Mantine reads these browser APIs, which jsdom does not provide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class RO {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= RO as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// jsdom has no layout: its scrollTo only reports that it is not implemented (a console opens new pages at the top).
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Component tests read the English catalogues, bundled in (the app loads them on demand).
await initI18nForTests('en');
installZodMessages();
